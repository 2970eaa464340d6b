import type { LinearCategoryDef } from '../types';

/**
 * Electrical resistance, factors in ohms; the CGS units follow from c = 299792458 m/s exactly
 * (abohm = 10⁻⁹ Ω, statohm = c² × 10⁻⁵ Ω).
 */
export const resistance = {
  id: 'resistance',
  kind: 'linear',
  base: 'ohm',
  units: [
    { id: 'ohm', system: 'metric', symbol: 'Ω', slug: 'ohms', factor: 1 },
    { id: 'milliohm', system: 'metric', symbol: 'mΩ', slug: 'milliohms', factor: 0.001 },
    { id: 'microohm', system: 'metric', symbol: 'µΩ', slug: 'microohms', factor: 1e-6 },
    { id: 'kohm', system: 'metric', symbol: 'kΩ', slug: 'kiloohms', factor: 1000 },
    { id: 'megohm', system: 'metric', symbol: 'MΩ', slug: 'megaohms', factor: 1e6 },
    { id: 'gohm', system: 'metric', symbol: 'GΩ', slug: 'gigaohms', factor: 1e9 },
    { id: 'abohm', system: 'other', symbol: 'abΩ', slug: 'abohms', factor: 1e-9 },
    { id: 'statohm', system: 'other', symbol: 'statΩ', slug: 'statohms', factor: 898755178736.8176, exact: '898755178736.81764' },
  ],
} as const satisfies LinearCategoryDef;
