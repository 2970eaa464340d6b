import type { LinearCategoryDef } from '../types';

/** Factors in joules, exact definitions: kcal = 4184 J (thermochemical), BTU = 1055.05585262 J (IT). */
export const energy = {
  id: 'energy',
  kind: 'linear',
  base: 'j',
  units: [
    { id: 'j', system: 'metric', symbol: 'J', slug: 'joules', factor: 1 },
    { id: 'kj', system: 'metric', symbol: 'kJ', slug: 'kj', factor: 1000 },
    { id: 'kwh', system: 'metric', symbol: 'kWh', slug: 'kwh', factor: 3.6e6 },
    { id: 'kcal', system: 'metric', symbol: 'kcal', slug: 'kcal', factor: 4184 },
    { id: 'btu', system: 'us', symbol: 'BTU', slug: 'btu', factor: 1055.05585262 },
    { id: 'mj', system: 'metric', symbol: 'MJ', slug: 'mj', factor: 1e6 },
    { id: 'cal', system: 'metric', symbol: 'cal', slug: 'calories', factor: 4.184 },
    { id: 'wh', system: 'metric', symbol: 'Wh', slug: 'wh', factor: 3600 },
    { id: 'mwh', system: 'metric', symbol: 'MWh', slug: 'mwh', factor: 3.6e9 },
    { id: 'erg', system: 'metric', symbol: 'erg', slug: 'ergs', factor: 1e-7 },
    { id: 'ev', system: 'other', symbol: 'eV', slug: 'electronvolts', factor: 1.602176634e-19 },
    { id: 'therm', system: 'us', symbol: 'thm', slug: 'therms', factor: 105505585.262 },
    { id: 'ftlbf', system: 'us', symbol: 'ft·lbf', slug: 'foot-pounds', factor: 1.3558179483314004 },
  ],
} as const satisfies LinearCategoryDef;
