/**
 * A food in the visitor's tracker list and the zod/mini schema that guards it where it crosses a
 * boundary (browser storage).
 */
import * as z from 'zod/mini';
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

const amount = z.number().check(z.gte(0));

export const foodItemSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(100)),
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  servingSize: z.number().check(z.gt(0)),
  quantity: z.number().check(z.gte(QUANTITY_MIN), z.lte(QUANTITY_MAX)),
  searchTerms: z.array(z.string().check(z.maxLength(200))).check(z.maxLength(10)),
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
}) satisfies z.ZodMiniType<FoodItem>;

/** A list as stored: at most this many foods, each id once. */
export const MAX_FOOD_ITEMS = 200;

export const foodListSchema = z.array(foodItemSchema).check(
  z.maxLength(MAX_FOOD_ITEMS),
  z.refine((items) => new Set(items.map((item) => item.id)).size === items.length),
);
