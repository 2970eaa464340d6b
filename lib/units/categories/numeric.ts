import type { NumericCategoryDef } from '../types';

/** Number bases for integers of any size; the prefixes are the usual source-code ones (0x, 0b, 0o). */
export const numeric = {
  id: 'numeric',
  kind: 'numeric',
  base: 'dec',
  units: [
    { id: 'bin', symbol: 'bin', slug: 'binary', radix: 2, prefix: '0b' },
    { id: 'oct', symbol: 'oct', slug: 'octal', radix: 8, prefix: '0o' },
    { id: 'dec', symbol: 'dec', slug: 'decimal', radix: 10, prefix: null },
    { id: 'hex', symbol: 'hex', slug: 'hex', radix: 16, prefix: '0x' },
  ],
} as const satisfies NumericCategoryDef;
