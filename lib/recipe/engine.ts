/**
 * The recipe engine: what the recipe scaler needs to compute a recipe of the visitor's own. Reading
 * a line is cheap, but weighing it and knowing its nutrition means matching its food against the
 * built-in table (lib/nutrition/foods.data.ts, with its search index) and asking
 * the food search for the foods the table lacks. The browser loads this module only when the page
 * has such a recipe (engine-loader.ts); the sample recipe and an empty one need none of it
 * (precomputed.ts). Server code (the MCP tool) imports compute.ts, nutrition.ts and food-lookup.ts
 * directly.
 */
import { requestFoodSearch } from '@/lib/food-search/client';
import type { FoodLanguage, Nutrients } from '@/lib/nutrition/types';
import { keepingAnswers, lookUpFoods as lookUp } from '@/lib/recipe/food-lookup';

export { computeRecipe } from '@/lib/recipe/compute';
export { TABLE_FACTS } from '@/lib/recipe/table-facts';

// Answers kept for the page's life: a food looked up once is not asked for again.
const search = keepingAnswers(requestFoodSearch);

/** Per-100 g nutrients (or null) of foods the table lacks, by name, from POST /api/food-search. */
export function lookUpFoods(names: readonly string[], language: FoodLanguage): Promise<Map<string, Nutrients | null>> {
  return lookUp(names, language, search);
}
