import type { LinearCategoryDef } from '../types';

/**
 * Factors in radians per second: a revolution is 2π rad, so rpm is π/30 rad/s.
 */
export const angularSpeed = {
  id: 'angular-speed',
  kind: 'linear',
  base: 'rads',
  units: [
    { id: 'rads', system: 'metric', symbol: 'rad/s', slug: 'radians-per-second', factor: 1 },
    { id: 'radmin', system: 'metric', symbol: 'rad/min', slug: 'radians-per-minute', factor: 1 / 60, exact: '1/60' },
    { id: 'rpm', system: 'other', symbol: 'rpm', slug: 'rpm', factor: Math.PI / 30, exact: 'pi/30' },
    { id: 'rps', system: 'other', symbol: 'rev/s', slug: 'revolutions-per-second', factor: 2 * Math.PI, exact: 'pi/0.5' },
    { id: 'rph', system: 'other', symbol: 'rev/h', slug: 'revolutions-per-hour', factor: Math.PI / 1800, exact: 'pi/1800' },
    { id: 'degs', system: 'other', symbol: '°/s', slug: 'degrees-per-second', factor: Math.PI / 180, exact: 'pi/180' },
    { id: 'degmin', system: 'other', symbol: '°/min', slug: 'degrees-per-minute', factor: Math.PI / 10800, exact: 'pi/10800' },
  ],
} as const satisfies LinearCategoryDef;
