import type { LinearCategoryDef } from '../types';

/**
 * Factors in litres, exact definitions: US gallon = 231 in³ = 3.785411784 L and the US cup, fluid
 * ounce, tablespoon and teaspoon are its exact fractions (NIST Handbook 44); UK gallon = 4.54609 L.
 */
export const volume = {
  id: 'volume',
  kind: 'linear',
  base: 'l',
  units: [
    { id: 'ml', symbol: 'mL', slug: 'ml', factor: 0.001 },
    { id: 'l', symbol: 'L', slug: 'liters', factor: 1 },
    { id: 'gal_us', symbol: 'gal (US)', slug: 'gallons', factor: 3.785411784 },
    { id: 'gal_uk', symbol: 'gal (UK)', slug: 'uk-gallons', factor: 4.54609 },
    { id: 'cup_us', symbol: 'cup (US)', slug: 'cups', factor: 0.2365882365 },
    { id: 'fl_oz_us', symbol: 'fl oz (US)', slug: 'oz', factor: 0.0295735295625 },
    { id: 'fl_oz_uk', symbol: 'fl oz (UK)', slug: 'uk-fl-oz', factor: 0.0284130625 },
    { id: 'tsp', symbol: 'tsp', slug: 'teaspoons', factor: 0.00492892159375 },
    { id: 'tbsp', symbol: 'tbsp', slug: 'tablespoons', factor: 0.01478676478125 },
  ],
} as const satisfies LinearCategoryDef;
