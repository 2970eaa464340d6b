/**
 * What the tracker adds up: each food's nutrients scaled by its quantity
 * (one unit = 100 g), their sum, and the macro shares as rounded shares of the protein + carbs +
 * fat grams.
 */
import { GRAMS_PER_QUANTITY_UNIT } from '@/lib/food-tracker/quantity';
import type { FoodItem } from '@/lib/food-tracker/types';
import { NUTRIENT_KEYS, type Nutrients } from '@/lib/nutrition/types';

const ZERO_NUTRIENTS: Nutrients = Object.freeze(Object.fromEntries(NUTRIENT_KEYS.map((key) => [key, 0])) as Nutrients);

/** The nutrients of a food as eaten: values per `servingSize` grams, times quantity × 100 g. */
export function itemNutrients(item: FoodItem): Nutrients {
  const factor = (item.quantity * GRAMS_PER_QUANTITY_UNIT) / item.servingSize;
  return Object.fromEntries(NUTRIENT_KEYS.map((key) => [key, item[key] * factor])) as Nutrients;
}

export function totalNutrients(items: readonly FoodItem[]): Nutrients {
  return items.reduce<Nutrients>((sum, item) => {
    const scaled = itemNutrients(item);
    return Object.fromEntries(NUTRIENT_KEYS.map((key) => [key, sum[key] + scaled[key]])) as Nutrients;
  }, ZERO_NUTRIENTS);
}

export const MACRO_KEYS = ['protein', 'carbs', 'fat'] as const;
export type MacroKey = (typeof MACRO_KEYS)[number];
export type MacroPercentages = { readonly [K in MacroKey]: number };

/** Each macro's share of the protein + carbs + fat grams, rounded to a whole percent; 0 when none. */
export function macroPercentages(nutrients: Pick<Nutrients, MacroKey>): MacroPercentages {
  const total = nutrients.protein + nutrients.carbs + nutrients.fat;
  const share = (grams: number) => (total > 0 ? Math.round((grams / total) * 100) : 0);
  return { protein: share(nutrients.protein), carbs: share(nutrients.carbs), fat: share(nutrients.fat) };
}
