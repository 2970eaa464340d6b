/**
 * From a computed recipe to its nutrition: table foods bring their own nutrients, water brings
 * none (but counts as known), and the other weighed ingredients are looked up (food-lookup.ts).
 */
import { getFood, nutrientsOf } from '@/lib/nutrition/foods';
import {
  computeRecipeNutrition,
  type NutritionIngredient,
  type NutritionResult,
} from '@/lib/nutrition/recipe-nutrition';
import { NUTRIENT_KEYS, type Nutrients } from '@/lib/nutrition/types';
import { choiceFor, type FoodChoices } from '@/lib/recipe/food-choices';
import type { ComputedRecipe, ScaledItem } from '@/lib/recipe/types';

const WATER: Nutrients = Object.fromEntries(NUTRIENT_KEYS.map((key) => [key, 0])) as Nutrients;

function tableNutrients(foodId: string): Nutrients | null {
  if (foodId === 'water') return WATER;
  const food = getFood(foodId);
  return food === undefined ? null : nutrientsOf(food);
}

/** Names that need a food search: weighed, but neither matched to a table food nor chosen. */
export function namesToLookUp(items: readonly ScaledItem[], choices: FoodChoices = {}): string[] {
  const names = items
    .filter((item) => item.foodId === null && item.weightInGrams > 0 && item.name.trim() !== '')
    .filter((item) => choiceFor(choices, item.name) === undefined)
    .map((item) => item.name);
  return [...new Set(names)];
}

/** `found` holds the food search answers by ingredient name (null: nothing found). */
export function nutritionIngredients(
  items: readonly ScaledItem[],
  found: ReadonlyMap<string, Nutrients | null> = new Map(),
  choices: FoodChoices = {},
): NutritionIngredient[] {
  return items.map((item) => ({
    name: item.name,
    weightInGrams: item.weightInGrams,
    per100g:
      item.foodId !== null
        ? tableNutrients(item.foodId)
        : (choiceFor(choices, item.name)?.nutrients ?? found.get(item.name) ?? null),
  }));
}

export function recipeNutrition(
  recipe: ComputedRecipe,
  found: ReadonlyMap<string, Nutrients | null> = new Map(),
  choices: FoodChoices = {},
): NutritionResult {
  return computeRecipeNutrition(nutritionIngredients(recipe.items, found, choices), recipe.servings);
}
