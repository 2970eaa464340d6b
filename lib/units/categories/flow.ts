import type { LinearCategoryDef } from '../types';

/**
 * Volumetric flow, factors in cubic metres per second, exact from the litre, the US gallon
 * (3.785411784 L), the UK gallon (4.54609 L), the cubic foot and the oil barrel (42 US gallons).
 */
export const flow = {
  id: 'flow',
  kind: 'linear',
  base: 'm3s',
  units: [
    { id: 'm3s', system: 'metric', symbol: 'm³/s', slug: 'cubic-meters-per-second', factor: 1 },
    { id: 'm3h', system: 'metric', symbol: 'm³/h', slug: 'cubic-meters-per-hour', factor: 1 / 3600, exact: '1/3600' },
    { id: 'ls', system: 'metric', symbol: 'L/s', slug: 'liters-per-second', factor: 0.001 },
    { id: 'lmin', system: 'metric', symbol: 'L/min', slug: 'liters-per-minute', factor: 0.001 / 60, exact: '0.001/60' },
    { id: 'lh', system: 'metric', symbol: 'L/h', slug: 'liters-per-hour', factor: 0.001 / 3600, exact: '0.001/3600' },
    { id: 'mlmin', system: 'metric', symbol: 'mL/min', slug: 'ml-per-minute', factor: 0.000001 / 60, exact: '0.000001/60' },
    {
      id: 'gpm_us',
      system: 'us',
      symbol: 'gal/min (US)',
      slug: 'gallons-per-minute',
      factor: 0.003785411784 / 60,
      exact: '0.003785411784/60',
    },
    {
      id: 'gph_us',
      system: 'us',
      symbol: 'gal/h (US)',
      slug: 'gallons-per-hour',
      factor: 0.003785411784 / 3600,
      exact: '0.003785411784/3600',
    },
    { id: 'cfm', system: 'us', symbol: 'ft³/min', slug: 'cubic-feet-per-minute', factor: 0.028316846592 / 60, exact: '0.028316846592/60' },
    { id: 'cfs', system: 'us', symbol: 'ft³/s', slug: 'cubic-feet-per-second', factor: 0.028316846592 },
    {
      id: 'gpm_uk',
      system: 'imperial',
      symbol: 'gal/min (UK)',
      slug: 'uk-gallons-per-minute',
      factor: 0.00454609 / 60,
      exact: '0.00454609/60',
    },
    {
      id: 'bbld',
      system: 'other',
      symbol: 'bbl/d',
      slug: 'barrels-per-day',
      factor: 0.0000018401307283333333,
      exact: '0.158987294928/86400',
    },
  ],
} as const satisfies LinearCategoryDef;
