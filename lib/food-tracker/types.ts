/**
 * A food in the visitor's tracker list and the reader that guards it where it crosses a boundary
 * (browser storage); a reader of lib/validate, as in every module the browser loads.
 */
import * as v from '@/lib/validate/readers';
import { QUANTITY_MAX, QUANTITY_MIN } from '@/lib/food-tracker/quantity';
import type { Nutrients } from '@/lib/nutrition/types';

export interface FoodItem extends Nutrients {
  /** Made from the time of adding plus a random string, so one food can be added twice. */
  readonly id: string;
  readonly name: string;
  /** Grams the nutrient values refer to (100 for every search result). */
  readonly servingSize: number;
  /** How many 100 g portions; at least 1. */
  readonly quantity: number;
  /** The query that found the food. */
  readonly searchTerms: readonly string[];
}

const amount = v.number({ min: 0 });

export const readFoodItem = v.object({
  id: v.string({ min: 1, max: 100 }),
  name: v.string({ trim: true, min: 1, max: 200 }),
  servingSize: v.number({ above: 0 }),
  quantity: v.number({ min: QUANTITY_MIN, max: QUANTITY_MAX }),
  searchTerms: v.array(v.string({ max: 200 }), { max: 10 }),
  calories: amount,
  protein: amount,
  carbs: amount,
  fat: amount,
  fiber: amount,
  sugar: amount,
  sodium: amount,
  calcium: amount,
  iron: amount,
  vitaminC: amount,
  vitaminA: amount,
}) satisfies v.Reader<FoodItem>;

/** A list as stored: at most this many foods, each id once. */
export const MAX_FOOD_ITEMS = 200;

export const readFoodList = v.refine(
  v.array(readFoodItem, { max: MAX_FOOD_ITEMS }),
  (items) => new Set(items.map((item) => item.id)).size === items.length,
);
