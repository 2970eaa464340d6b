/**
 * The recipe state kept in the browser's storage, checked on the way in: what comes back from
 * storage is input like any other (an old version, another tab, a hand edit). zod/mini, loaded
 * only when something was stored (lib/recipe/store.ts).
 */
import * as z from 'zod/mini';
import { MAX_LINE_LENGTH, MAX_RECIPE_LINES } from '@/lib/recipe/limits';
import { SERVINGS_MAX, SERVINGS_MIN } from '@/lib/recipe/servings';
import { MEASUREMENT_SYSTEMS, type ComputedRecipe, type RecipeInput, type ScaledItem } from '@/lib/recipe/types';
import { isRecipeUnitId } from '@/lib/recipe/units';

/** A servings count as given: a whole number from 1 to 999. */
export const servingsSchema = z.int().check(z.gte(SERVINGS_MIN), z.lte(SERVINGS_MAX));

const recipeInputSchema = z.object({
  fromServings: servingsSchema,
  toServings: servingsSchema,
  system: z.enum(MEASUREMENT_SYSTEMS),
  lines: z.array(z.string().check(z.maxLength(MAX_LINE_LENGTH))).check(z.maxLength(MAX_RECIPE_LINES)),
}) satisfies z.ZodMiniType<RecipeInput>;

const nonNegative = z.number().check(z.gte(0));

const scaledItemSchema = z.object({
  id: z.string(),
  original: z.string(),
  name: z.string(),
  quantity: z.number(),
  unit: z.custom<ScaledItem['unit']>(isRecipeUnitId),
  converted: z.string(),
  weightInGrams: nonNegative,
  foodId: z.nullable(z.string()),
  chosen: z.optional(z.boolean()),
}) satisfies z.ZodMiniType<ScaledItem>;

const computedRecipeSchema = z.object({
  servings: servingsSchema,
  items: z.array(scaledItemSchema).check(z.maxLength(MAX_RECIPE_LINES)),
  timestamp: nonNegative,
}) satisfies z.ZodMiniType<ComputedRecipe>;

export const storedRecipeStateSchema = z.object({
  input: recipeInputSchema,
  computed: z.nullable(computedRecipeSchema),
});
