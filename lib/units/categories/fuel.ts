import type { FuelCategoryDef } from '../types';

const LITRES_PER_US_GALLON = 3.785411784;
const LITRES_PER_UK_GALLON = 4.54609;
const KM_PER_MILE = 1.609344;

/**
 * Economy units are reciprocal to consumption: L/100 km = reciprocal / value.
 * The 235.214 and 282.481 often quoted are these constants rounded for display.
 */
export const fuel = {
  id: 'fuel',
  kind: 'fuel',
  base: 'l100km',
  units: [
    { id: 'l100km', symbol: 'L/100 km', slug: 'l100km', reciprocal: null },
    { id: 'kml', symbol: 'km/L', slug: 'kml', reciprocal: 100 },
    {
      id: 'mpg_us',
      symbol: 'mpg (US)',
      slug: 'mpg',
      reciprocal: (100 * LITRES_PER_US_GALLON) / KM_PER_MILE,
    },
    {
      id: 'mpg_uk',
      symbol: 'mpg (UK)',
      slug: 'uk-mpg',
      reciprocal: (100 * LITRES_PER_UK_GALLON) / KM_PER_MILE,
    },
  ],
} as const satisfies FuelCategoryDef;
