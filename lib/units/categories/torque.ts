import type { LinearCategoryDef } from '../types';

/**
 * Factors in newton metres, exact from the pound-force (4.4482216152605 N), the foot, the inch
 * and standard gravity (kgf = 9.80665 N).
 */
export const torque = {
  id: 'torque',
  kind: 'linear',
  base: 'nm',
  units: [
    { id: 'nm', system: 'metric', symbol: 'N·m', slug: 'newton-meters', factor: 1 },
    { id: 'knm', system: 'metric', symbol: 'kN·m', slug: 'kilonewton-meters', factor: 1000 },
    { id: 'ncm', system: 'metric', symbol: 'N·cm', slug: 'newton-cm', factor: 0.01 },
    { id: 'kgfm', system: 'metric', symbol: 'kgf·m', slug: 'kgf-meters', factor: 9.80665 },
    { id: 'kgfcm', system: 'metric', symbol: 'kgf·cm', slug: 'kgf-cm', factor: 0.0980665 },
    { id: 'dyncm', system: 'metric', symbol: 'dyn·cm', slug: 'dyne-cm', factor: 1e-7 },
    { id: 'lbft', system: 'us', symbol: 'lbf·ft', slug: 'pound-feet', factor: 1.3558179483314004 },
    { id: 'lbin', system: 'us', symbol: 'lbf·in', slug: 'pound-inches', factor: 0.1129848290276167 },
    { id: 'ozin', system: 'us', symbol: 'ozf·in', slug: 'ounce-inches', factor: 0.1129848290276167 / 16, exact: '0.00706155181422604375' },
  ],
} as const satisfies LinearCategoryDef;
