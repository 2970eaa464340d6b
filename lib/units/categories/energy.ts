import type { LinearCategoryDef } from '../types';

/** Factors in joules, exact definitions: kcal = 4184 J (thermochemical), BTU = 1055.05585262 J (IT). */
export const energy = {
  id: 'energy',
  kind: 'linear',
  base: 'j',
  units: [
    { id: 'j', symbol: 'J', slug: 'joules', factor: 1 },
    { id: 'kj', symbol: 'kJ', slug: 'kj', factor: 1000 },
    { id: 'kwh', symbol: 'kWh', slug: 'kwh', factor: 3.6e6 },
    { id: 'kcal', symbol: 'kcal', slug: 'kcal', factor: 4184 },
    { id: 'btu', symbol: 'BTU', slug: 'btu', factor: 1055.05585262 },
  ],
} as const satisfies LinearCategoryDef;
