import type { LinearCategoryDef } from '../types';

/**
 * Factors in kilograms, exact definitions: pound = 0.45359237 kg exactly (1959 agreement). The
 * compound units' values are in their larger part: `lb_oz` in pounds, `st_lb` in stone.
 */
export const weight = {
  id: 'weight',
  kind: 'linear',
  base: 'kg',
  units: [
    { id: 'mg', symbol: 'mg', slug: 'mg', factor: 1e-6 },
    { id: 'g', symbol: 'g', slug: 'grams', factor: 0.001 },
    { id: 'kg', symbol: 'kg', slug: 'kg', factor: 1 },
    { id: 'oz', symbol: 'oz', slug: 'ounces', factor: 0.028349523125 },
    { id: 'lb', symbol: 'lb', slug: 'pounds', factor: 0.45359237 },
    { id: 'st', symbol: 'st', slug: 'stone', factor: 6.35029318 },
    {
      id: 'lb_oz',
      symbol: 'lb + oz',
      slug: 'pounds-and-ounces',
      factor: 0.45359237,
      compound: { major: 'lb', minor: 'oz', per: 16 },
    },
    {
      id: 'st_lb',
      symbol: 'st + lb',
      slug: 'stone-and-pounds',
      factor: 6.35029318,
      compound: { major: 'st', minor: 'lb', per: 14 },
    },
  ],
} as const satisfies LinearCategoryDef;
