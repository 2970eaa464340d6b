import type { LinearCategoryDef } from '../types';

/**
 * Factors in bytes. Three conventions name multiples of a byte, and all three are in use:
 * - SI (`kb_si`…`pb_si`): kB, MB, GB… are powers of 1000, as drive makers, networks and CLDR count;
 *   they carry the plain symbols.
 * - IEC (`kib`…`pib`): KiB, MiB, GiB… are powers of 1024 under their own unambiguous names.
 * - JEDEC (`kb`…`pb`): KB, MB, GB… as powers of 1024, what operating systems show and what the
 *   converter always meant by them. The same values as IEC's, but kept as units so that the ids in
 *   favourites and the pair URLs of today keep working; from MB up their symbols say "binary",
 *   since the SI ones now write MB, GB… plainly.
 */
export const data = {
  id: 'data',
  kind: 'linear',
  base: 'byte',
  units: [
    { id: 'bit', system: 'other', symbol: 'bit', slug: 'bits', factor: 0.125 },
    { id: 'byte', system: 'other', symbol: 'B', slug: 'bytes', factor: 1 },
    { id: 'kb', system: 'other', symbol: 'KB', slug: 'kb', factor: 1024 },
    { id: 'mb', system: 'other', symbol: 'MB (binary)', slug: 'mb', factor: 1024 ** 2 },
    { id: 'gb', system: 'other', symbol: 'GB (binary)', slug: 'gb', factor: 1024 ** 3 },
    { id: 'tb', system: 'other', symbol: 'TB (binary)', slug: 'tb', factor: 1024 ** 4 },
    { id: 'kb_si', system: 'metric', symbol: 'kB', slug: 'kb-si', factor: 1e3 },
    { id: 'mb_si', system: 'metric', symbol: 'MB', slug: 'mb-si', factor: 1e6 },
    { id: 'gb_si', system: 'metric', symbol: 'GB', slug: 'gb-si', factor: 1e9 },
    { id: 'tb_si', system: 'metric', symbol: 'TB', slug: 'tb-si', factor: 1e12 },
    { id: 'nibble', system: 'other', symbol: 'nibble', slug: 'nibbles', factor: 0.5 },
    { id: 'pb', system: 'other', symbol: 'PB (binary)', slug: 'pb', factor: 1024 ** 5 },
    { id: 'pb_si', system: 'metric', symbol: 'PB', slug: 'pb-si', factor: 1e15 },
    { id: 'kbit', system: 'metric', symbol: 'kbit', slug: 'kilobits', factor: 125 },
    { id: 'mbit', system: 'metric', symbol: 'Mbit', slug: 'megabits', factor: 125000 },
    { id: 'gbit', system: 'metric', symbol: 'Gbit', slug: 'gigabits', factor: 1.25e8 },
    { id: 'kib', system: 'other', symbol: 'KiB', slug: 'kibibytes', factor: 1024 },
    { id: 'mib', system: 'other', symbol: 'MiB', slug: 'mebibytes', factor: 1024 ** 2 },
    { id: 'gib', system: 'other', symbol: 'GiB', slug: 'gibibytes', factor: 1024 ** 3 },
    { id: 'tib', system: 'other', symbol: 'TiB', slug: 'tebibytes', factor: 1024 ** 4 },
    { id: 'pib', system: 'other', symbol: 'PiB', slug: 'pebibytes', factor: 1024 ** 5 },
  ],
} as const satisfies LinearCategoryDef;
