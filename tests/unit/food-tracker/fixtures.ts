import fc from 'fast-check';
import { getFood, toFoodSearchResult } from '@/lib/nutrition/foods';
import type { FoodItem } from '@/lib/food-tracker/types';
import type { FoodSearchResult } from '@/lib/nutrition/types';

/** The built-in banana as the English search answers it (USDA 09040: 89 kcal per 100 g). */
export const BANANA: FoodSearchResult = toFoodSearchResult(getFood('banana')!, 'en');

/** A clock and random source that always give the same ids, in order. */
export function fixedIds(start = 1_700_000_000_000) {
  let tick = 0;
  return { now: () => start + tick++, random: () => 0.5 };
}

const grams = fc.double({ min: 0, max: 100, noNaN: true });

export const searchResultArbitrary: fc.Arbitrary<FoodSearchResult> = fc.record({
  id: fc.string({ minLength: 1, maxLength: 12 }),
  name: fc.string({ minLength: 1, maxLength: 20 }).filter((name) => name.trim() !== ''),
  servingSize: fc.constant(100),
  calories: fc.double({ min: 0, max: 900, noNaN: true }),
  protein: grams,
  carbs: grams,
  fat: grams,
  fiber: grams,
  sugar: grams,
  sodium: fc.double({ min: 0, max: 40_000, noNaN: true }),
  calcium: fc.double({ min: 0, max: 2_000, noNaN: true }),
  iron: fc.double({ min: 0, max: 100, noNaN: true }),
  vitaminC: fc.double({ min: 0, max: 2_000, noNaN: true }),
  vitaminA: fc.double({ min: 0, max: 50_000, noNaN: true }),
});

export const itemArbitrary: fc.Arbitrary<FoodItem> = fc
  .tuple(searchResultArbitrary, fc.integer({ min: 1, max: 50 }), fc.uuid())
  .map(([result, quantity, id]) => ({ ...result, id, quantity, searchTerms: [result.name] }));

export const listArbitrary = fc.uniqueArray(itemArbitrary, { maxLength: 8, selector: (item) => item.id });
