import type { LinearCategoryDef } from '../types';

/** Factors in radians, exact definitions: a full turn is 2π rad = 360° = 400 grad. */
export const angle = {
  id: 'angle',
  kind: 'linear',
  base: 'rad',
  units: [
    { id: 'rad', symbol: 'rad', slug: 'radians', factor: 1 },
    { id: 'deg', symbol: '°', slug: 'degrees', factor: Math.PI / 180, exact: 'pi/180' },
    { id: 'grad', symbol: 'grad', slug: 'gradians', factor: Math.PI / 200, exact: 'pi/200' },
  ],
} as const satisfies LinearCategoryDef;
