import type { LinearCategoryDef } from '../types';

/** Factors in square metres, exact definitions: acre = 4046.8564224 m² (international acre). */
export const area = {
  id: 'area',
  kind: 'linear',
  base: 'm2',
  units: [
    { id: 'mm2', symbol: 'mm²', slug: 'square-mm', factor: 1e-6 },
    { id: 'cm2', symbol: 'cm²', slug: 'square-cm', factor: 1e-4 },
    { id: 'm2', symbol: 'm²', slug: 'square-meters', factor: 1 },
    { id: 'ha', symbol: 'ha', slug: 'hectares', factor: 1e4 },
    { id: 'km2', symbol: 'km²', slug: 'square-km', factor: 1e6 },
    { id: 'in2', symbol: 'in²', slug: 'square-inches', factor: 0.00064516 },
    { id: 'ft2', symbol: 'ft²', slug: 'square-feet', factor: 0.09290304 },
    { id: 'ac', symbol: 'ac', slug: 'acres', factor: 4046.8564224 },
  ],
} as const satisfies LinearCategoryDef;
