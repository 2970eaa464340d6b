/**
 * zod schemas of the recipe state kept in the browser's storage: what comes back from storage is
 * input like any other (an old version, another tab, a hand edit) and is checked before use.
 */
import { z } from 'zod';
import { MAX_LINE_LENGTH, MAX_RECIPE_LINES } from '@/lib/recipe/limits';
import { servingsSchema } from '@/lib/recipe/servings';
import { MEASUREMENT_SYSTEMS } from '@/lib/recipe/types';
import { RECIPE_UNIT_IDS, type RecipeUnitId } from '@/lib/recipe/units';


export const recipeInputSchema = z.object({
  fromServings: servingsSchema,
  toServings: servingsSchema,
  system: z.enum(MEASUREMENT_SYSTEMS),
  lines: z.array(z.string().max(MAX_LINE_LENGTH)).max(MAX_RECIPE_LINES),
});

const nonNegative = z.number().nonnegative();

export const scaledItemSchema = z.object({
  id: z.string(),
  original: z.string(),
  name: z.string(),
  quantity: z.number(),
  unit: z.enum(RECIPE_UNIT_IDS as readonly [RecipeUnitId, ...RecipeUnitId[]]),
  converted: z.string(),
  weightInGrams: nonNegative,
  foodId: z.string().nullable(),
  chosen: z.boolean().optional(),
});

export const computedRecipeSchema = z.object({
  servings: servingsSchema,
  items: z.array(scaledItemSchema).max(MAX_RECIPE_LINES),
  timestamp: nonNegative,
});

export const storedRecipeStateSchema = z.object({
  input: recipeInputSchema,
  computed: computedRecipeSchema.nullable(),
});
