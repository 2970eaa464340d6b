/**
 * What the recipe page knows about the table foods a computed recipe was matched to: their
 * nutrients per 100 g and their names. The whole food table (lib/nutrition/foods.data.ts, about
 * docs/PERFORMANCE.md) comes with the recipe engine, which the page loads only when it has a recipe of its
 * own to compute (engine-loader.ts); until then it knows the sample recipe's few foods
 * (precomputed.ts), which is all a first visit shows.
 */
import type { Locale } from '@/i18n/locales';
import type { Nutrients } from '@/lib/nutrition/types';
import type { ScaledItem } from '@/lib/recipe/types';

/** The food id of water lines: weighed (1 g per ml) but no table food, so no name and no nutrients. */
export const WATER_FOOD_ID = 'water';

export interface FoodFacts {
  /**
   * True for the whole table: a food it does not know has no data. False for a part of it: a food
   * it does not know is not known yet.
   */
  readonly complete: boolean;
  /** Per-100 g nutrients of a table food, with USDA's unknown values as 0; undefined when not known here. */
  nutrients(foodId: string): Nutrients | undefined;
  /** The food's short name in `locale`; undefined when not known here. */
  name(foodId: string, locale: Locale): string | undefined;
}

/** Whether `facts` can give the nutrients of every table food `items` were matched to. */
export function knowsFoodsOf(facts: FoodFacts, items: readonly ScaledItem[]): boolean {
  return (
    facts.complete ||
    items.every((item) => item.foodId === null || item.foodId === WATER_FOOD_ID || facts.nutrients(item.foodId) !== undefined)
  );
}

/**
 * The name of the table food an item was matched to, for its "matched: …" note: the name, null
 * when there is none to show (no table food, water, or a food the whole table does not know), or
 * undefined while the table that knows it is still to come.
 */
export function matchedFoodName(facts: FoodFacts, item: ScaledItem, locale: Locale): string | null | undefined {
  if (item.foodId === null || item.foodId === WATER_FOOD_ID) return null;
  const name = facts.name(item.foodId, locale);
  if (name !== undefined) return name;
  return facts.complete ? null : undefined;
}
