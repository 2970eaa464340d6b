/**
 * Readers (lib/validate, as in every module the browser loads) of the recipe state kept in the
 * browser's storage: what comes back from storage is input like any other (an old version, another
 * tab, a hand edit) and is checked before use.
 */
import { MAX_LINE_LENGTH, MAX_RECIPE_LINES } from '@/lib/recipe/limits';
import { readServings } from '@/lib/recipe/servings';
import { MEASUREMENT_SYSTEMS, type ComputedRecipe, type RecipeInput, type ScaledItem } from '@/lib/recipe/types';
import { isRecipeUnitId } from '@/lib/recipe/units';
import * as v from '@/lib/validate/readers';

export const readRecipeInput = v.object({
  fromServings: readServings,
  toServings: readServings,
  system: v.oneOf(MEASUREMENT_SYSTEMS),
  lines: v.array(v.string({ max: MAX_LINE_LENGTH }), { max: MAX_RECIPE_LINES }),
}) satisfies v.Reader<RecipeInput>;

const nonNegative = v.number({ min: 0 });

export const readScaledItem = v.object({
  id: v.string(),
  original: v.string(),
  name: v.string(),
  quantity: v.number(),
  unit: v.guard(isRecipeUnitId),
  converted: v.string(),
  weightInGrams: nonNegative,
  foodId: v.nullable(v.string()),
  chosen: v.optional(v.boolean),
}) satisfies v.Reader<ScaledItem>;

export const readComputedRecipe = v.object({
  servings: readServings,
  items: v.array(readScaledItem, { max: MAX_RECIPE_LINES }),
  timestamp: nonNegative,
}) satisfies v.Reader<ComputedRecipe>;

export const readStoredRecipeState = v.object({
  input: readRecipeInput,
  computed: v.nullable(readComputedRecipe),
});
