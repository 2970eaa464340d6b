/**
 * The `scale_recipe` tool: the recipe converter's own computation (parse, scale, weigh, display),
 * then nutrition per serving with the same food lookups the page makes.
 */
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { z } from 'zod';
import type { Locale } from '@/i18n/locales';
import type { FoodSearchHttpAnswer } from '@/lib/food-search/response';
import { computeRecipe } from '@/lib/recipe/compute';
import { isMeasurementSystem } from '@/lib/recipe/display';
import { lookUpFoods } from '@/lib/recipe/food-lookup';
import { namesToLookUp, recipeNutrition } from '@/lib/recipe/nutrition';
import { servingsSchema } from '@/lib/recipe/stored-state';
import { mcpMessage } from './errors';
import { recipeUnitLabeler } from './names';
import { toolError, toolResult } from './result';
import { MAX_RECIPE_LINE_LENGTH, MAX_RECIPE_LINES, type scaleRecipeInput } from './schemas';

type ScaleRecipeArgs = z.infer<typeof scaleRecipeInput>;

export async function scaleRecipe(
  args: ScaleRecipeArgs,
  locale: Locale,
  foodSearch: (body: unknown) => Promise<FoodSearchHttpAnswer>,
): Promise<CallToolResult> {
  const lines = (Array.isArray(args.ingredients) ? args.ingredients : args.ingredients.split(/\r?\n/)).map((line) => line.trim());
  if (lines.length > MAX_RECIPE_LINES || lines.some((line) => line.length > MAX_RECIPE_LINE_LENGTH)) {
    return toolError('INVALID_REQUEST', mcpMessage('TOO_MANY_LINES', locale, { max: MAX_RECIPE_LINES, length: MAX_RECIPE_LINE_LENGTH }));
  }
  if (lines.every((line) => line === '')) return toolError('MISSING_PARAMETERS', mcpMessage('NO_INGREDIENTS', locale));
  for (const name of ['fromServings', 'toServings'] as const) {
    if (!servingsSchema.safeParse(args[name]).success) return toolError('INVALID_VALUE', mcpMessage('SERVINGS', locale, { name }));
  }
  // "As written" and "as_written" are the same choice as as-written.
  const system =
    args.system
      ?.trim()
      .toLowerCase()
      .replace(/[\s_]+/g, '-') ?? 'metric';
  if (!isMeasurementSystem(system)) return toolError('INVALID_REQUEST', mcpMessage('SYSTEM', locale));

  const recipe = computeRecipe(
    { lines, fromServings: args.fromServings, toServings: args.toServings, system },
    { locale, unitLabel: recipeUnitLabeler(locale) },
  );
  // The server's own food search, answered as the page's client reads POST /api/food-search.
  const found = await lookUpFoods(namesToLookUp(recipe.items), locale, async (query, languageCode) => {
    const { body } = await foodSearch({ query, languageCode });
    return body.ok
      ? { ok: true, results: [...body.results], ...(body.warning === undefined ? {} : { warning: body.warning }) }
      : { ok: false, kind: 'REJECTED' };
  });
  const nutrition = recipeNutrition(recipe, found);
  const structured = {
    ok: true,
    fromServings: args.fromServings,
    toServings: args.toServings,
    system,
    lang: locale,
    lines: recipe.items.map((item) => item.converted),
    items: recipe.items.map(({ original, converted, weightInGrams, foodId }) => ({ original, converted, weightInGrams, foodId })),
    nutritionPerServing: nutrition.perServing,
    ingredientsWithNutrition: nutrition.ingredientsWithData.filter((item) => item.hasNutritionData).map((item) => item.name),
  };
  const per = nutrition.perServing;
  const text = [
    ...structured.lines,
    '',
    `Per serving (${args.toServings} servings): ${per.calories} kcal, protein ${per.protein} g, carbs ${per.carbs} g, fat ${per.fat} g`,
  ].join('\n');
  return toolResult(structured, text);
}
