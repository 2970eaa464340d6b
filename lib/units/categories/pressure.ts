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
    { id: 'pa', system: 'metric', symbol: 'Pa', slug: 'pascals', factor: 1 },
    { id: 'kpa', system: 'metric', symbol: 'kPa', slug: 'kpa', factor: 1000 },
    { id: 'bar', system: 'metric', symbol: 'bar', slug: 'bar', factor: 1e5 },
    { id: 'psi', system: 'us', symbol: 'psi', slug: 'psi', factor: 6894.757293168361 },
    { id: 'atm', system: 'other', symbol: 'atm', slug: 'atm', factor: 101325 },
    { id: 'mmhg', system: 'other', symbol: 'mmHg', slug: 'mmhg', factor: 133.322387415 },
    { id: 'hpa', system: 'metric', symbol: 'hPa', slug: 'hpa', factor: 100 },
    { id: 'mbar', system: 'metric', symbol: 'mbar', slug: 'mbar', factor: 100 },
    { id: 'mpa', system: 'metric', symbol: 'MPa', slug: 'mpa', factor: 1e6 },
    { id: 'cmh2o', system: 'metric', symbol: 'cmH₂O', slug: 'cm-of-water', factor: 98.0665 },
    { id: 'at', system: 'metric', symbol: 'at', slug: 'technical-atmospheres', factor: 98066.5 },
    { id: 'torr', system: 'other', symbol: 'Torr', slug: 'torr', factor: 101325 / 760, exact: '101325/760' },
    { id: 'inhg', system: 'us', symbol: 'inHg', slug: 'inches-of-mercury', factor: 3386.388640341 },
    { id: 'inh2o', system: 'us', symbol: 'inH₂O', slug: 'inches-of-water', factor: 249.08891 },
    { id: 'ksi', system: 'us', symbol: 'ksi', slug: 'ksi', factor: 6894757.293168361, exact: '4448.2216152605/0.00064516' },
  ],
} as const satisfies LinearCategoryDef;
