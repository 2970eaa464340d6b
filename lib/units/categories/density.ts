import type { LinearCategoryDef } from '../types';

/**
 * Factors in kilograms per cubic metre, exact from the pound (0.45359237 kg), the US gallon
 * (3.785411784 L), the UK gallon (4.54609 L) and the foot (0.3048 m).
 */
export const density = {
  id: 'density',
  kind: 'linear',
  base: 'kgm3',
  units: [
    { id: 'kgm3', system: 'metric', symbol: 'kg/m³', slug: 'kg-per-cubic-meter', factor: 1 },
    { id: 'gcm3', system: 'metric', symbol: 'g/cm³', slug: 'g-per-cubic-cm', factor: 1000 },
    { id: 'kgl', system: 'metric', symbol: 'kg/L', slug: 'kg-per-liter', factor: 1000 },
    { id: 'gl', system: 'metric', symbol: 'g/L', slug: 'g-per-liter', factor: 1 },
    { id: 'mgl', system: 'metric', symbol: 'mg/L', slug: 'mg-per-liter', factor: 0.001 },
    { id: 'tm3', system: 'metric', symbol: 't/m³', slug: 'tonnes-per-cubic-meter', factor: 1000 },
    {
      id: 'lbft3',
      system: 'us',
      symbol: 'lb/ft³',
      slug: 'pounds-per-cubic-foot',
      factor: 16.018463373960138,
      exact: '0.45359237/0.028316846592',
    },
    {
      id: 'lbin3',
      system: 'us',
      symbol: 'lb/in³',
      slug: 'pounds-per-cubic-inch',
      factor: 27679.90471020312,
      exact: '0.45359237/0.000016387064',
    },
    {
      id: 'lbgal_us',
      system: 'us',
      symbol: 'lb/gal (US)',
      slug: 'pounds-per-gallon',
      factor: 0.45359237 / 0.003785411784,
      exact: '0.45359237/0.003785411784',
    },
    {
      id: 'ozin3',
      system: 'us',
      symbol: 'oz/in³',
      slug: 'ounces-per-cubic-inch',
      factor: 1729.994044387695,
      exact: '0.028349523125/0.000016387064',
    },
    {
      id: 'lbgal_uk',
      system: 'imperial',
      symbol: 'lb/gal (UK)',
      slug: 'pounds-per-uk-gallon',
      factor: 0.45359237 / 0.00454609,
      exact: '0.45359237/0.00454609',
    },
  ],
} as const satisfies LinearCategoryDef;
