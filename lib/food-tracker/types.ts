/**
 * A food in the visitor's tracker list and the zod schema
 * that guards it where it crosses a boundary (browser storage).
 */
import { z } from 'zod';
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

const amount = z.number().nonnegative();

export const foodItemSchema = z.object({
  id: z.string().min(1).max(100),
  name: z.string().trim().min(1).max(200),
  servingSize: z.number().positive(),
  quantity: z.number().min(QUANTITY_MIN).max(QUANTITY_MAX),
  searchTerms: z.array(z.string().max(200)).max(10),
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
}) satisfies z.ZodType<FoodItem>;

/** A list as stored: at most this many foods, each id once. */
export const MAX_FOOD_ITEMS = 200;

export const foodListSchema = z
  .array(foodItemSchema)
  .max(MAX_FOOD_ITEMS)
  .refine((items) => new Set(items.map((item) => item.id)).size === items.length, {
    error: 'food ids must be unique',
  });
