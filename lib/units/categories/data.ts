import type { LinearCategoryDef } from '../types';

/**
 * Factors in bytes. `kb`…`tb` are binary multiples (1 KB = 1024 bytes, what IEC calls KiB), as the
 * converter always did; `kb_si`…`tb_si` are the decimal ones (1 kB = 1000 bytes) that drive makers
 * and SI use. Both conventions are in use under the same names, so the unit names say which; the
 * binary ones are what IEC writes KiB, MiB… (the quick box reads those words for them).
 */
export const data = {
  id: 'data',
  kind: 'linear',
  base: 'byte',
  units: [
    { id: 'bit', system: 'other', symbol: 'bit', slug: 'bits', factor: 0.125 },
    { id: 'byte', system: 'other', symbol: 'B', slug: 'bytes', factor: 1 },
    { id: 'kb', system: 'other', symbol: 'KB', slug: 'kb', factor: 1024 },
    { id: 'mb', system: 'other', symbol: 'MB', slug: 'mb', factor: 1024 ** 2 },
    { id: 'gb', system: 'other', symbol: 'GB', slug: 'gb', factor: 1024 ** 3 },
    { id: 'tb', system: 'other', symbol: 'TB', slug: 'tb', factor: 1024 ** 4 },
    { id: 'kb_si', system: 'metric', symbol: 'kB (SI)', slug: 'kb-si', factor: 1e3 },
    { id: 'mb_si', system: 'metric', symbol: 'MB (SI)', slug: 'mb-si', factor: 1e6 },
    { id: 'gb_si', system: 'metric', symbol: 'GB (SI)', slug: 'gb-si', factor: 1e9 },
    { id: 'tb_si', system: 'metric', symbol: 'TB (SI)', slug: 'tb-si', factor: 1e12 },
    { id: 'nibble', system: 'other', symbol: 'nibble', slug: 'nibbles', factor: 0.5 },
    { id: 'pb', system: 'other', symbol: 'PB', slug: 'pb', factor: 1024 ** 5 },
    { id: 'pb_si', system: 'metric', symbol: 'PB (SI)', slug: 'pb-si', factor: 1e15 },
    { id: 'kbit', system: 'metric', symbol: 'kbit', slug: 'kilobits', factor: 125 },
    { id: 'mbit', system: 'metric', symbol: 'Mbit', slug: 'megabits', factor: 125000 },
    { id: 'gbit', system: 'metric', symbol: 'Gbit', slug: 'gigabits', factor: 1.25e8 },
  ],
} as const satisfies LinearCategoryDef;
