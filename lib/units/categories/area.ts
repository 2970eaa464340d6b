import type { LinearCategoryDef } from '../types';

/** Factors in square metres, exact definitions: acre = 4046.8564224 m² (international acre). */
export const area = {
  id: 'area',
  kind: 'linear',
  base: 'm2',
  units: [
    { id: 'mm2', system: 'metric', symbol: 'mm²', slug: 'square-mm', factor: 1e-6 },
    { id: 'cm2', system: 'metric', symbol: 'cm²', slug: 'square-cm', factor: 1e-4 },
    { id: 'm2', system: 'metric', symbol: 'm²', slug: 'square-meters', factor: 1 },
    { id: 'ha', system: 'metric', symbol: 'ha', slug: 'hectares', factor: 1e4 },
    { id: 'km2', system: 'metric', symbol: 'km²', slug: 'square-km', factor: 1e6 },
    { id: 'in2', system: 'us', symbol: 'in²', slug: 'square-inches', factor: 0.00064516 },
    { id: 'ft2', system: 'us', symbol: 'ft²', slug: 'square-feet', factor: 0.09290304 },
    { id: 'ac', system: 'us', symbol: 'ac', slug: 'acres', factor: 4046.8564224 },
    { id: 'a', system: 'metric', symbol: 'a', slug: 'ares', factor: 100 },
    { id: 'daa', system: 'metric', symbol: 'daa', slug: 'decares', factor: 1000 },
    { id: 'yd2', system: 'us', symbol: 'yd²', slug: 'square-yards', factor: 0.83612736 },
    { id: 'mi2', system: 'us', symbol: 'mi²', slug: 'square-miles', factor: 2589988.110336 },
  ],
} as const satisfies LinearCategoryDef;
