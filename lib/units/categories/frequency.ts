import type { LinearCategoryDef } from '../types';

/**
 * Factors in hertz (one cycle per second); per minute is 1/60 Hz, exactly.
 */
export const frequency = {
  id: 'frequency',
  kind: 'linear',
  base: 'hz',
  units: [
    { id: 'hz', system: 'metric', symbol: 'Hz', slug: 'hertz', factor: 1 },
    { id: 'khz', system: 'metric', symbol: 'kHz', slug: 'khz', factor: 1000 },
    { id: 'mhz', system: 'metric', symbol: 'MHz', slug: 'mhz', factor: 1e6 },
    { id: 'ghz', system: 'metric', symbol: 'GHz', slug: 'ghz', factor: 1e9 },
    { id: 'thz', system: 'metric', symbol: 'THz', slug: 'thz', factor: 1e12 },
    { id: 'per_min', system: 'other', symbol: '/min', slug: 'per-minute', factor: 1 / 60, exact: '1/60' },
    { id: 'per_hour', system: 'other', symbol: '/h', slug: 'per-hour', factor: 1 / 3600, exact: '1/3600' },
  ],
} as const satisfies LinearCategoryDef;
