import type { LinearCategoryDef } from '../types';

/** Factors in metres, exact definitions: inch = 0.0254 m exactly (1959 agreement). */
export const length = {
  id: 'length',
  kind: 'linear',
  base: 'm',
  units: [
    { id: 'mm', symbol: 'mm', slug: 'mm', factor: 0.001 },
    { id: 'cm', symbol: 'cm', slug: 'cm', factor: 0.01 },
    { id: 'm', symbol: 'm', slug: 'meters', factor: 1 },
    { id: 'km', symbol: 'km', slug: 'km', factor: 1000 },
    { id: 'in', symbol: 'in', slug: 'inches', factor: 0.0254 },
    { id: 'ft', symbol: 'ft', slug: 'feet', factor: 0.3048 },
    { id: 'yd', symbol: 'yd', slug: 'yards', factor: 0.9144 },
    { id: 'mi', symbol: 'mi', slug: 'miles', factor: 1609.344 },
  ],
} as const satisfies LinearCategoryDef;
