/**
 * The tracker list as plain immutable data: every operation returns a new list, or the very same
 * list when nothing changes (so a store can skip a render and a write to storage).
 */
import { DEFAULT_QUANTITY, acceptQuantity, decreasedQuantity, increasedQuantity } from '@/lib/food-tracker/quantity';
import { MAX_FOOD_ITEMS, type FoodItem } from '@/lib/food-tracker/types';
import type { FoodSearchResult } from '@/lib/nutrition/types';

export type FoodList = readonly FoodItem[];

export interface FoodIdSource {
  /** Milliseconds clock. */
  readonly now: () => number;
  /** A number in [0, 1), as Math.random. */
  readonly random: () => number;
}

const systemIds: FoodIdSource = { now: Date.now, random: Math.random };

/** "time-random" in base 36, e.g. "m3k2x1a0-4fzyo82m". */
export function newFoodId(source: FoodIdSource = systemIds): string {
  const random = Math.floor(source.random() * 36 ** 8)
    .toString(36)
    .padStart(8, '0');
  return `${Math.floor(source.now()).toString(36)}-${random}`;
}

/**
 * A search result as a list item: quantity 1 and the query that found it. Calcium, iron and the
 * vitamins start at 0: the tracker shows none of them, and Open Food Facts
 * leaves them out for most products, so a sum of them would understate.
 */
export function createFoodItem(result: FoodSearchResult, query: string, ids: FoodIdSource = systemIds): FoodItem {
  return {
    id: newFoodId(ids),
    name: result.name,
    servingSize: result.servingSize,
    quantity: DEFAULT_QUANTITY,
    searchTerms: [query.trim()],
    calories: result.calories,
    protein: result.protein,
    carbs: result.carbs,
    fat: result.fat,
    fiber: result.fiber,
    sugar: result.sugar,
    sodium: result.sodium,
    calcium: 0,
    iron: 0,
    vitaminC: 0,
    vitaminA: 0,
  };
}

/** Appends the result; a full list (MAX_FOOD_ITEMS) stays as it is. */
export function addFood(list: FoodList, result: FoodSearchResult, query: string, ids: FoodIdSource = systemIds): FoodList {
  if (list.length >= MAX_FOOD_ITEMS) return list;
  let item = createFoodItem(result, query, ids);
  // A clash needs two adds in one millisecond with the same 8 random digits; still, ids stay unique.
  while (list.some((existing) => existing.id === item.id)) item = createFoodItem(result, query, ids);
  return [...list, item];
}

export function removeFood(list: FoodList, id: string): FoodList {
  return list.some((item) => item.id === id) ? list.filter((item) => item.id !== id) : list;
}

export function clearFoods(): FoodList {
  return [];
}

function updateQuantity(list: FoodList, id: string, next: (current: number) => number | undefined): FoodList {
  const item = list.find((candidate) => candidate.id === id);
  if (item === undefined) return list;
  const quantity = next(item.quantity);
  if (quantity === undefined || quantity === item.quantity) return list;
  return list.map((candidate) => (candidate === item ? { ...item, quantity } : candidate));
}

/** Sets a food's quantity by the rules of quantity.ts; an ignored request or unknown id changes nothing. */
export function setFoodQuantity(list: FoodList, id: string, requested: number): FoodList {
  return updateQuantity(list, id, () => acceptQuantity(requested));
}

export function increaseFoodQuantity(list: FoodList, id: string): FoodList {
  return updateQuantity(list, id, increasedQuantity);
}

export function decreaseFoodQuantity(list: FoodList, id: string): FoodList {
  return updateQuantity(list, id, decreasedQuantity);
}
