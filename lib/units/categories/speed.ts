import type { LinearCategoryDef } from '../types';

/** Factors in metres per second, exact definitions: knot = 1852 m per hour (international). */
export const speed = {
  id: 'speed',
  kind: 'linear',
  base: 'ms',
  units: [
    { id: 'ms', system: 'metric', symbol: 'm/s', slug: 'meters-per-second', factor: 1 },
    { id: 'kmh', system: 'metric', symbol: 'km/h', slug: 'kmh', factor: 1000 / 3600, exact: '1000/3600' },
    { id: 'mph', system: 'us', symbol: 'mph', slug: 'mph', factor: 0.44704 },
    { id: 'fts', system: 'us', symbol: 'ft/s', slug: 'feet-per-second', factor: 0.3048 },
    { id: 'knot', system: 'other', symbol: 'kn', slug: 'knots', factor: 1852 / 3600, exact: '1852/3600' },
    { id: 'kms', system: 'metric', symbol: 'km/s', slug: 'km-per-second', factor: 1000 },
    { id: 'cms', system: 'metric', symbol: 'cm/s', slug: 'cm-per-second', factor: 0.01 },
    { id: 'ins', system: 'us', symbol: 'in/s', slug: 'inches-per-second', factor: 0.0254 },
    { id: 'ftmin', system: 'us', symbol: 'ft/min', slug: 'feet-per-minute', factor: 0.00508 },
    { id: 'mach', system: 'other', symbol: 'Ma', slug: 'mach', factor: 340.294 },
    { id: 'c', system: 'other', symbol: 'c', slug: 'speed-of-light', factor: 299792458 },
  ],
} as const satisfies LinearCategoryDef;
