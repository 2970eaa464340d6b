import type { LinearCategoryDef } from '../types';

/**
 * Factors in seconds, exact definitions: year = 365.2425 days (Gregorian average), month = year/12.
 */
export const time = {
  id: 'time',
  kind: 'linear',
  base: 's',
  units: [
    { id: 'ns', system: 'metric', symbol: 'ns', slug: 'nanoseconds', factor: 1e-9 },
    { id: 'ms', system: 'metric', symbol: 'ms', slug: 'milliseconds', factor: 0.001 },
    { id: 's', system: 'metric', symbol: 's', slug: 'seconds', factor: 1 },
    { id: 'min', system: 'other', symbol: 'min', slug: 'minutes', factor: 60 },
    { id: 'hr', system: 'other', symbol: 'h', slug: 'hours', factor: 3600 },
    { id: 'day', system: 'other', symbol: 'd', slug: 'days', factor: 86400 },
    { id: 'week', system: 'other', symbol: 'wk', slug: 'weeks', factor: 604800 },
    { id: 'month', system: 'other', symbol: 'mo', slug: 'months', factor: 2629746 },
    { id: 'year', system: 'other', symbol: 'yr', slug: 'years', factor: 31556952 },
    { id: 'ps', system: 'metric', symbol: 'ps', slug: 'picoseconds', factor: 1e-12 },
    { id: 'us', system: 'metric', symbol: 'µs', slug: 'microseconds', factor: 1e-6 },
    { id: 'fortnight', system: 'other', symbol: 'fn', slug: 'fortnights', factor: 1209600 },
    { id: 'decade', system: 'other', symbol: 'dec', slug: 'decades', factor: 315569520 },
    { id: 'century', system: 'other', symbol: 'c.', slug: 'centuries', factor: 3155695200 },
    { id: 'millennium', system: 'other', symbol: 'mill.', slug: 'millennia', factor: 31556952000 },
  ],
} as const satisfies LinearCategoryDef;
