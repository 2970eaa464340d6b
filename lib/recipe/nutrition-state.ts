/**
 * What the nutrition panel shows for a computed recipe: no data (a prompt), loading (a spinner), or
 * the nutrition. Nutrition needs the nutrients of every table food the recipe was matched to, and
 * the food search's answers for the rest.
 */
import type { NutritionResult } from '@/lib/nutrition/recipe-nutrition';
import { hasAnyNutritionData } from '@/lib/nutrition/recipe-nutrition';
import type { Nutrients } from '@/lib/nutrition/types';
import { knowsFoodsOf, type FoodFacts } from '@/lib/recipe/food-facts';
import type { FoodChoices } from '@/lib/recipe/food-choices';
import { recipeNutritionWith } from '@/lib/recipe/nutrition-items';
import type { ComputedRecipe } from '@/lib/recipe/types';

export type NutritionState =
  { readonly status: 'no-data' } | { readonly status: 'loading' } | { readonly status: 'shown'; readonly result: NutritionResult };

const NO_DATA: NutritionState = { status: 'no-data' };
const LOADING: NutritionState = { status: 'loading' };

export interface NutritionInputs {
  readonly recipe: ComputedRecipe | null;
  /** The food search's answers by name (namesToLookUp), or null while they are awaited. */
  readonly lookedUp: ReadonlyMap<string, Nutrients | null> | null;
  readonly choices: FoodChoices;
  /** What the page knows of the food table so far. */
  readonly facts: FoodFacts;
  /** Whether loading the rest of the table failed: then nothing more will come. */
  readonly tableFailed: boolean;
}

/**
 * Loading while a table food's nutrients or a search answer is still to come; no data when the
 * recipe is empty, has no ingredient with data, its table foods cannot be had (the table did not
 * load), or the computation fails (logged): the same prompt, never a broken panel.
 */
export function nutritionState({ recipe, lookedUp, choices, facts, tableFailed }: NutritionInputs): NutritionState {
  if (recipe === null || recipe.items.length === 0) return NO_DATA;
  if (!knowsFoodsOf(facts, recipe.items)) return tableFailed ? NO_DATA : LOADING;
  if (lookedUp === null) return LOADING;
  try {
    const result = recipeNutritionWith(facts, recipe, lookedUp, choices);
    return hasAnyNutritionData(result) ? { status: 'shown', result } : NO_DATA;
  } catch (error) {
    console.error('[recipe] nutrition computation failed', error);
    return NO_DATA;
  }
}
