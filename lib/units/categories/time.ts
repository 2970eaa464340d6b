import type { LinearCategoryDef } from '../types';

/**
 * Factors in seconds, exact definitions: year = 365.2425 days (Gregorian average), month = year/12.
 */
export const time = {
  id: 'time',
  kind: 'linear',
  base: 's',
  units: [
    { id: 'ns', symbol: 'ns', slug: 'nanoseconds', factor: 1e-9 },
    { id: 'ms', symbol: 'ms', slug: 'milliseconds', factor: 0.001 },
    { id: 's', symbol: 's', slug: 'seconds', factor: 1 },
    { id: 'min', symbol: 'min', slug: 'minutes', factor: 60 },
    { id: 'hr', symbol: 'h', slug: 'hours', factor: 3600 },
    { id: 'day', symbol: 'd', slug: 'days', factor: 86400 },
    { id: 'week', symbol: 'wk', slug: 'weeks', factor: 604800 },
    { id: 'month', symbol: 'mo', slug: 'months', factor: 2629746 },
    { id: 'year', symbol: 'yr', slug: 'years', factor: 31556952 },
  ],
} as const satisfies LinearCategoryDef;
