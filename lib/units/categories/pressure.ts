import type { LinearCategoryDef } from '../types';

/**
 * Factors in pascals, exact definitions: atm = 101325 Pa (standard atmosphere), mmHg =
 * 133.322387415 Pa, psi = lbf/in² = 4.4482216152605 / 0.00064516 (rounded to a double).
 */
export const pressure = {
  id: 'pressure',
  kind: 'linear',
  base: 'pa',
  units: [
    { id: 'pa', symbol: 'Pa', slug: 'pascals', factor: 1 },
    { id: 'kpa', symbol: 'kPa', slug: 'kpa', factor: 1000 },
    { id: 'bar', symbol: 'bar', slug: 'bar', factor: 1e5 },
    { id: 'psi', symbol: 'psi', slug: 'psi', factor: 6894.757293168361 },
    { id: 'atm', symbol: 'atm', slug: 'atm', factor: 101325 },
    { id: 'mmhg', symbol: 'mmHg', slug: 'mmhg', factor: 133.322387415 },
  ],
} as const satisfies LinearCategoryDef;
