/**
 * From a computed recipe to its nutrition, with the whole food table (nutrition-items.ts says how):
 * for the server (the MCP tool) and the recipe engine. The page itself uses nutrition-items.ts with
 * the foods it knows so far, so that it does not need the table to show the sample recipe.
 */
import type { NutritionIngredient, NutritionResult } from '@/lib/nutrition/recipe-nutrition';
import type { Nutrients } from '@/lib/nutrition/types';
import type { FoodChoices } from '@/lib/recipe/food-choices';
import { nutritionIngredientsWith, recipeNutritionWith } from '@/lib/recipe/nutrition-items';
import { TABLE_FACTS } from '@/lib/recipe/table-facts';
import type { ComputedRecipe, ScaledItem } from '@/lib/recipe/types';

export { namesToLookUp } from '@/lib/recipe/nutrition-items';

/** `found` holds the food search answers by ingredient name (null: nothing found). */
export function nutritionIngredients(
  items: readonly ScaledItem[],
  found: ReadonlyMap<string, Nutrients | null> = new Map(),
  choices: FoodChoices = {},
): NutritionIngredient[] {
  return nutritionIngredientsWith(TABLE_FACTS, items, found, choices);
}

export function recipeNutrition(
  recipe: ComputedRecipe,
  found: ReadonlyMap<string, Nutrients | null> = new Map(),
  choices: FoodChoices = {},
): NutritionResult {
  return recipeNutritionWith(TABLE_FACTS, recipe, found, choices);
}
