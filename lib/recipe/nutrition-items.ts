/**
 * From a computed recipe to its nutrition, given what is known of its table foods (food-facts.ts):
 * table foods bring their own nutrients, water brings none (but counts as known), and the other
 * weighed ingredients are looked up (food-lookup.ts) unless a food was chosen for them. Free of the
 * food table, so the page can use it before the table has loaded; nutrition.ts gives the same
 * functions over the whole table, for the server and the recipe engine.
 */
import { computeRecipeNutrition, type NutritionIngredient, type NutritionResult } from '@/lib/nutrition/recipe-nutrition';
import { NUTRIENT_KEYS, type Nutrients } from '@/lib/nutrition/types';
import { WATER_FOOD_ID, type FoodFacts } from '@/lib/recipe/food-facts';
import { choiceFor, type FoodChoices } from '@/lib/recipe/food-choices';
import type { ComputedRecipe, ScaledItem } from '@/lib/recipe/types';

const WATER: Nutrients = Object.fromEntries(NUTRIENT_KEYS.map((key) => [key, 0])) as Nutrients;

/** Where the nutrients of matched table foods come from. */
export type FoodNutrients = Pick<FoodFacts, 'nutrients'>;

/** Names that need a food search: weighed, but neither matched to a table food nor chosen. */
export function namesToLookUp(items: readonly ScaledItem[], choices: FoodChoices = {}): string[] {
  const names = items
    .filter((item) => item.foodId === null && item.weightInGrams > 0 && item.name.trim() !== '')
    .filter((item) => choiceFor(choices, item.name) === undefined)
    .map((item) => item.name);
  return [...new Set(names)];
}

function tableNutrients(foodId: string, foods: FoodNutrients): Nutrients | null {
  return foodId === WATER_FOOD_ID ? WATER : (foods.nutrients(foodId) ?? null);
}

/** `found` holds the food search answers by ingredient name (null: nothing found). */
export function nutritionIngredientsWith(
  foods: FoodNutrients,
  items: readonly ScaledItem[],
  found: ReadonlyMap<string, Nutrients | null> = new Map(),
  choices: FoodChoices = {},
): NutritionIngredient[] {
  return items.map((item) => ({
    name: item.name,
    weightInGrams: item.weightInGrams,
    per100g:
      item.foodId !== null
        ? tableNutrients(item.foodId, foods)
        : (choiceFor(choices, item.name)?.nutrients ?? found.get(item.name) ?? null),
  }));
}

export function recipeNutritionWith(
  foods: FoodNutrients,
  recipe: ComputedRecipe,
  found: ReadonlyMap<string, Nutrients | null> = new Map(),
  choices: FoodChoices = {},
): NutritionResult {
  return computeRecipeNutrition(nutritionIngredientsWith(foods, recipe.items, found, choices), recipe.servings);
}
