import type { LinearCategoryDef } from '../types';

/**
 * Factors in bytes, binary multiples (1 KB = 1024 bytes), as common converters do; the unit
 * names and FAQ say so too, so "KB" here is what IEC calls KiB.
 */
export const data = {
  id: 'data',
  kind: 'linear',
  base: 'byte',
  units: [
    { id: 'bit', symbol: 'bit', slug: 'bits', factor: 0.125 },
    { id: 'byte', symbol: 'B', slug: 'bytes', factor: 1 },
    { id: 'kb', symbol: 'KB', slug: 'kb', factor: 1024 },
    { id: 'mb', symbol: 'MB', slug: 'mb', factor: 1024 ** 2 },
    { id: 'gb', symbol: 'GB', slug: 'gb', factor: 1024 ** 3 },
    { id: 'tb', symbol: 'TB', slug: 'tb', factor: 1024 ** 4 },
  ],
} as const satisfies LinearCategoryDef;
