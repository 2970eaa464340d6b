import type { LinearCategoryDef } from '../types';

/**
 * Electric charge, factors in coulombs: the ampere-hour is 3600 C, the elementary charge
 * 1.602176634 × 10⁻¹⁹ C and the faraday its product with the Avogadro constant (both exact since 2019).
 */
export const charge = {
  id: 'charge',
  kind: 'linear',
  base: 'c',
  units: [
    { id: 'c', system: 'metric', symbol: 'C', slug: 'coulombs', factor: 1 },
    { id: 'mc', system: 'metric', symbol: 'mC', slug: 'millicoulombs', factor: 0.001 },
    { id: 'uc', system: 'metric', symbol: 'µC', slug: 'microcoulombs', factor: 1e-6 },
    { id: 'nc', system: 'metric', symbol: 'nC', slug: 'nanocoulombs', factor: 1e-9 },
    { id: 'ah', system: 'metric', symbol: 'Ah', slug: 'ampere-hours', factor: 3600 },
    { id: 'mah', system: 'metric', symbol: 'mAh', slug: 'milliampere-hours', factor: 3.6 },
    { id: 'e', system: 'other', symbol: 'e', slug: 'elementary-charges', factor: 1.602176634e-19 },
    { id: 'faraday', system: 'other', symbol: 'F', slug: 'faradays', factor: 96485.33212331001, exact: '96485.3321233100184' },
    { id: 'abcoulomb', system: 'other', symbol: 'abC', slug: 'abcoulombs', factor: 10 },
    { id: 'statcoulomb', system: 'other', symbol: 'statC', slug: 'statcoulombs', factor: 1 / 2997924580, exact: '1/2997924580' },
  ],
} as const satisfies LinearCategoryDef;
