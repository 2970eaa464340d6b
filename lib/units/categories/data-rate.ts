import type { LinearCategoryDef } from '../types';

/**
 * Data transfer rate, factors in bits per second: kbit/s… are decimal (1000), as networks count;
 * KiB/s and MiB/s are binary, as file managers count; a byte is 8 bits.
 */
export const dataRate = {
  id: 'data-rate',
  kind: 'linear',
  base: 'bps',
  units: [
    { id: 'bps', system: 'metric', symbol: 'bit/s', slug: 'bits-per-second', factor: 1 },
    { id: 'kbps', system: 'metric', symbol: 'kbit/s', slug: 'kbps', factor: 1000 },
    { id: 'mbps', system: 'metric', symbol: 'Mbit/s', slug: 'mbps', factor: 1e6 },
    { id: 'gbps', system: 'metric', symbol: 'Gbit/s', slug: 'gbps', factor: 1e9 },
    { id: 'tbps', system: 'metric', symbol: 'Tbit/s', slug: 'tbps', factor: 1e12 },
    { id: 'byte_s', system: 'metric', symbol: 'B/s', slug: 'bytes-per-second', factor: 8 },
    { id: 'kbyte_s', system: 'metric', symbol: 'kB/s', slug: 'kilobytes-per-second', factor: 8000 },
    { id: 'mbyte_s', system: 'metric', symbol: 'MB/s', slug: 'megabytes-per-second', factor: 8e6 },
    { id: 'gbyte_s', system: 'metric', symbol: 'GB/s', slug: 'gigabytes-per-second', factor: 8e9 },
    { id: 'kibps', system: 'other', symbol: 'Kibit/s', slug: 'kibibits-per-second', factor: 1024 },
    { id: 'mibps', system: 'other', symbol: 'Mibit/s', slug: 'mebibits-per-second', factor: 1048576 },
    { id: 'kib_s', system: 'other', symbol: 'KiB/s', slug: 'kibibytes-per-second', factor: 8192 },
    { id: 'mib_s', system: 'other', symbol: 'MiB/s', slug: 'mebibytes-per-second', factor: 8388608 },
    { id: 'gib_s', system: 'other', symbol: 'GiB/s', slug: 'gibibytes-per-second', factor: 8589934592 },
  ],
} as const satisfies LinearCategoryDef;
