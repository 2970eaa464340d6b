import type { FuelCategoryDef } from '../types';

const LITRES_PER_US_GALLON = 3.785411784;
const LITRES_PER_UK_GALLON = 4.54609;
const KM_PER_MILE = 1.609344;

/**
 * Economy units are reciprocal to consumption: L/100 km = reciprocal / value.
 * The 235.214 and 282.481 often quoted are these constants rounded for display. Norwegians give
 * consumption per Scandinavian mil (10 km): L/mil is a tenth of L/100 km's number.
 */
export const fuel = {
  id: 'fuel',
  kind: 'fuel',
  base: 'l100km',
  units: [
    { id: 'l100km', system: 'metric', symbol: 'L/100 km', slug: 'l100km', reciprocal: null },
    { id: 'kml', system: 'metric', symbol: 'km/L', slug: 'kml', reciprocal: 100 },
    {
      id: 'mpg_us',
      system: 'us',
      symbol: 'mpg (US)',
      slug: 'mpg',
      reciprocal: (100 * LITRES_PER_US_GALLON) / KM_PER_MILE,
      exact: '378.5411784/1.609344',
    },
    {
      id: 'mpg_uk',
      system: 'imperial',
      symbol: 'mpg (UK)',
      slug: 'uk-mpg',
      reciprocal: (100 * LITRES_PER_UK_GALLON) / KM_PER_MILE,
      exact: '454.609/1.609344',
    },
    { id: 'l_mil', system: 'metric', symbol: 'L/mil', slug: 'l-per-mil', reciprocal: null, consumption: 10 },
    { id: 'mi_l', system: 'us', symbol: 'mi/L', slug: 'miles-per-liter', reciprocal: 100 / KM_PER_MILE, exact: '100/1.609344' },
  ],
} as const satisfies FuelCategoryDef;
