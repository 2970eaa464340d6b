import type { LinearCategoryDef } from '../types';

/** Factors in kilograms, exact definitions: pound = 0.45359237 kg exactly (1959 agreement). */
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
  ],
} as const satisfies LinearCategoryDef;
