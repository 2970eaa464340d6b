/**
 * Input and output schemas of the MCP tools. Conversions reuse the HTTP API's zod schemas (a batch
 * item is the `convert` input); the rest describe what the site's recipe and food code take.
 * Values are checked by the tools themselves so that bad input comes back with the API's codes.
 */
import { z } from 'zod';
import { locales } from '@/i18n/locales';
import { convertItemSchema } from '@/lib/api/schemas';
import { CATEGORY_KINDS } from '@/lib/units/types';

/** `convert`: a batch item with its four parameters required. */
export const convertItemToolSchema = convertItemSchema.required({ category: true, from: true, to: true, value: true });

const lang = z
  .string()
  .optional()
  .meta({ description: `Language of names and text: ${locales.join(', ')} (default en).` });

export const listUnitsInput = z.object({
  category: z.string().optional().meta({ description: 'A category id (length, weight, …); all categories when absent.' }),
  lang,
});

export const listUnitsOutput = z.object({
  ok: z.literal(true),
  lang: z.enum(locales),
  categories: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      kind: z.enum(CATEGORY_KINDS).meta({
        description: 'How the category converts; `table` is a size chart, whose answers are the nearest row of the chart.',
      }),
      units: z.array(z.object({ id: z.string(), name: z.string(), symbol: z.string() })),
    }),
  ),
});

export const MAX_RECIPE_LINES = 200;
export const MAX_RECIPE_LINE_LENGTH = 500;

export const scaleRecipeInput = z.object({
  ingredients: z
    .union([z.string(), z.array(z.string())])
    .meta({ description: 'The ingredients, one per line ("2 cups flour", "3 eggs"): a list of lines or one text.' }),
  fromServings: z.number().meta({ description: 'Servings the recipe makes (1 to 999).' }),
  toServings: z.number().meta({ description: 'Servings wanted (1 to 999).' }),
  system: z.string().optional().meta({
    description:
      'metric (default), imperial, metric-weight (metric, dry ingredients weighed) or as-written (the recipe\'s own units, only the amounts scaled: "2 cups flour" for 4 instead of 2 servings is "4 cups flour").',
  }),
  lang,
});

export const foodNutritionInput = z.object({
  query: z.string().meta({ description: 'A food name, e.g. "banana" or "Haferflocken".' }),
  lang,
});
