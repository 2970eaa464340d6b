import type { LinearCategoryDef } from '../types';

/**
 * Factors in metres per second squared, exact definitions: standard gravity g₀ = 9.80665 m/s²
 * (3rd CGPM, 1901); the gal (Gal) is 1 cm/s², the unit of gravimetry.
 */
export const acceleration = {
  id: 'acceleration',
  kind: 'linear',
  base: 'ms2',
  units: [
    { id: 'ms2', system: 'metric', symbol: 'm/s²', slug: 'meters-per-second-squared', factor: 1 },
    { id: 'g0', system: 'other', symbol: 'g₀', slug: 'g-force', factor: 9.80665 },
    { id: 'cms2', system: 'metric', symbol: 'cm/s²', slug: 'cm-per-second-squared', factor: 0.01 },
    { id: 'mgal', system: 'metric', symbol: 'mGal', slug: 'milligals', factor: 0.00001 },
    { id: 'kmhs', system: 'metric', symbol: 'km/h/s', slug: 'kmh-per-second', factor: 1000 / 3600, exact: '1000/3600' },
    { id: 'fts2', system: 'us', symbol: 'ft/s²', slug: 'feet-per-second-squared', factor: 0.3048 },
    { id: 'ins2', system: 'us', symbol: 'in/s²', slug: 'inches-per-second-squared', factor: 0.0254 },
    { id: 'mphs', system: 'us', symbol: 'mph/s', slug: 'mph-per-second', factor: 0.44704 },
  ],
} as const satisfies LinearCategoryDef;
