import type { LinearCategoryDef } from '../types';

/**
 * Factors in bytes. `kb`…`tb` are binary multiples (1 KB = 1024 bytes, what IEC calls KiB), as the
 * converter always did; `kb_si`…`tb_si` are the decimal ones (1 kB = 1000 bytes) that drive makers
 * and SI use. Both conventions are in use under the same names, so the unit names say which.
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
    { id: 'kb_si', symbol: 'kB (SI)', slug: 'kb-si', factor: 1e3 },
    { id: 'mb_si', symbol: 'MB (SI)', slug: 'mb-si', factor: 1e6 },
    { id: 'gb_si', symbol: 'GB (SI)', slug: 'gb-si', factor: 1e9 },
    { id: 'tb_si', symbol: 'TB (SI)', slug: 'tb-si', factor: 1e12 },
  ],
} as const satisfies LinearCategoryDef;
