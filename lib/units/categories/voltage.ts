import type { LinearCategoryDef } from '../types';

/**
 * Factors in volts; the CGS units follow from c = 299792458 m/s exactly (abvolt = 10⁻⁸ V,
 * statvolt = 299.792458 V).
 */
export const voltage = {
  id: 'voltage',
  kind: 'linear',
  base: 'v',
  units: [
    { id: 'v', system: 'metric', symbol: 'V', slug: 'volts', factor: 1 },
    { id: 'mv', system: 'metric', symbol: 'mV', slug: 'millivolts', factor: 0.001 },
    { id: 'uv', system: 'metric', symbol: 'µV', slug: 'microvolts', factor: 1e-6 },
    { id: 'kv', system: 'metric', symbol: 'kV', slug: 'kilovolts', factor: 1000 },
    { id: 'megavolt', system: 'metric', symbol: 'MV', slug: 'megavolts', factor: 1e6 },
    { id: 'abvolt', system: 'other', symbol: 'abV', slug: 'abvolts', factor: 1e-8 },
    { id: 'statvolt', system: 'other', symbol: 'statV', slug: 'statvolts', factor: 299.792458 },
  ],
} as const satisfies LinearCategoryDef;
