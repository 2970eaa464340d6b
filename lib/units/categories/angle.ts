import type { LinearCategoryDef } from '../types';

/** Factors in radians, exact definitions: a full turn is 2π rad = 360° = 400 grad. */
export const angle = {
  id: 'angle',
  kind: 'linear',
  base: 'rad',
  units: [
    { id: 'rad', system: 'metric', symbol: 'rad', slug: 'radians', factor: 1 },
    { id: 'deg', system: 'other', symbol: '°', slug: 'degrees', factor: Math.PI / 180, exact: 'pi/180' },
    { id: 'grad', system: 'other', symbol: 'grad', slug: 'gradians', factor: Math.PI / 200, exact: 'pi/200' },
    { id: 'arcmin', system: 'other', symbol: '′', slug: 'arcminutes', factor: Math.PI / 10800, exact: 'pi/10800' },
    { id: 'arcsec', system: 'other', symbol: '″', slug: 'arcseconds', factor: Math.PI / 648000, exact: 'pi/648000' },
    { id: 'turn', system: 'other', symbol: 'tr', slug: 'turns', factor: 2 * Math.PI, exact: 'pi/0.5' },
    { id: 'mil_nato', system: 'other', symbol: 'mil (NATO)', slug: 'nato-mils', factor: Math.PI / 3200, exact: 'pi/3200' },
    { id: 'mrad', system: 'metric', symbol: 'mrad', slug: 'milliradians', factor: 0.001 },
  ],
} as const satisfies LinearCategoryDef;
