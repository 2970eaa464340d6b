/** A food in the visitor's tracker list (./stored-list.ts checks what storage gives back). */
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

/** A list as stored: at most this many foods, each id once. */
export const MAX_FOOD_ITEMS = 200;
