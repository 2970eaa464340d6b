import type { LinearCategoryDef } from '../types';

/**
 * Factors in lux (lumens per square metre): the foot-candle is a lumen per square foot, the phot
 * a lumen per square centimetre, the nox a millilux.
 */
export const illuminance = {
  id: 'illuminance',
  kind: 'linear',
  base: 'lx',
  units: [
    { id: 'lx', system: 'metric', symbol: 'lx', slug: 'lux', factor: 1 },
    { id: 'klx', system: 'metric', symbol: 'klx', slug: 'kilolux', factor: 1000 },
    { id: 'ph', system: 'metric', symbol: 'ph', slug: 'phots', factor: 10000 },
    { id: 'nox', system: 'other', symbol: 'nx', slug: 'nox', factor: 0.001 },
    { id: 'fc', system: 'us', symbol: 'fc', slug: 'foot-candles', factor: 1 / 0.09290304, exact: '1/0.09290304' },
    { id: 'lmin2', system: 'us', symbol: 'lm/in²', slug: 'lumens-per-square-inch', factor: 1550.0031000062, exact: '1/0.00064516' },
  ],
} as const satisfies LinearCategoryDef;
