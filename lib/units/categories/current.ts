import type { LinearCategoryDef } from '../types';

/**
 * Electric current, factors in amperes; the CGS units follow from c = 299792458 m/s exactly
 * (abampere = 10 A, statampere = 1 A ÷ 2997924580).
 */
export const current = {
  id: 'current',
  kind: 'linear',
  base: 'a',
  units: [
    { id: 'a', system: 'metric', symbol: 'A', slug: 'amperes', factor: 1 },
    { id: 'ma', system: 'metric', symbol: 'mA', slug: 'milliamperes', factor: 0.001 },
    { id: 'ua', system: 'metric', symbol: 'µA', slug: 'microamperes', factor: 1e-6 },
    { id: 'na', system: 'metric', symbol: 'nA', slug: 'nanoamperes', factor: 1e-9 },
    { id: 'ka', system: 'metric', symbol: 'kA', slug: 'kiloamperes', factor: 1000 },
    { id: 'abampere', system: 'other', symbol: 'abA', slug: 'abamperes', factor: 10 },
    { id: 'statampere', system: 'other', symbol: 'statA', slug: 'statamperes', factor: 1 / 2997924580, exact: '1/2997924580' },
  ],
} as const satisfies LinearCategoryDef;
