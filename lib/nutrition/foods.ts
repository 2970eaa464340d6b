import { FOODS } from '@/lib/nutrition/foods.data';
import {
  NUTRIENT_KEYS,
  nutrientOrZero,
  type FoodEntry,
  type FoodLanguage,
  type FoodSearchResult,
  type Nutrients,
} from '@/lib/nutrition/types';

export { FOODS };

export type FoodId = (typeof FOODS)[number]['id'];

const FOOD_BY_ID: ReadonlyMap<string, FoodEntry> = new Map(FOODS.map((food) => [food.id, food]));

export function isFoodId(value: unknown): value is FoodId {
  return typeof value === 'string' && FOOD_BY_ID.has(value);
}

export function getFood(id: FoodId): FoodEntry;
export function getFood(id: string): FoodEntry | undefined;
export function getFood(id: string): FoodEntry | undefined {
  return FOOD_BY_ID.get(id);
}

/** Per-100 g nutrients with USDA's unknown values read as 0, ready to be summed. */
export function nutrientsOf(food: FoodEntry): Nutrients {
  return Object.fromEntries(NUTRIENT_KEYS.map((key) => [key, nutrientOrZero(food[key])])) as Nutrients;
}

/** The food search result for a table entry, named in `language`. */
export function toFoodSearchResult(food: FoodEntry, language: FoodLanguage): FoodSearchResult {
  return { id: food.id, name: food.names[language], servingSize: 100, ...nutrientsOf(food) };
}
