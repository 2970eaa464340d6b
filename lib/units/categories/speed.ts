import type { LinearCategoryDef } from '../types';

/** Factors in metres per second, exact definitions: knot = 1852 m per hour (international). */
export const speed = {
  id: 'speed',
  kind: 'linear',
  base: 'ms',
  units: [
    { id: 'ms', symbol: 'm/s', slug: 'meters-per-second', factor: 1 },
    { id: 'kmh', symbol: 'km/h', slug: 'kmh', factor: 1000 / 3600, exact: '1000/3600' },
    { id: 'mph', symbol: 'mph', slug: 'mph', factor: 0.44704 },
    { id: 'fts', symbol: 'ft/s', slug: 'feet-per-second', factor: 0.3048 },
    { id: 'knot', symbol: 'kn', slug: 'knots', factor: 1852 / 3600, exact: '1852/3600' },
  ],
} as const satisfies LinearCategoryDef;
