/**
 * Schemas of the site's other public endpoints, for the OpenAPI document: GET /api/currency-rates
 * and POST /api/food-search (whose request schema is the one its handler validates with).
 */
import { z } from 'zod';
import { RATES_SOURCES } from '@/lib/currency/types';
import { FOOD_SEARCH_WARNINGS } from '@/lib/food-search/errors';
import { NUTRIENT_KEYS } from '@/lib/nutrition/types';

export { foodSearchRequestSchema } from '@/lib/food-search/request';

export const currencyRatesSchema = z
  .object({
    base: z.literal('USD'),
    rates: z.record(z.string(), z.number()).meta({ description: 'Units of each currency per US dollar, by ISO 4217 code.' }),
    lastUpdated: z.number().int().meta({ description: 'Start (00:00 UTC) of the day the rates are for, in seconds since the epoch.' }),
    source: z
      .enum(RATES_SOURCES)
      .meta({ description: 'live: the daily feed; snapshot: the rates shipped with the site; live+snapshot: both.' }),
  })
  .meta({ title: 'CurrencyRates' });

const nutrients = Object.fromEntries(NUTRIENT_KEYS.map((key) => [key, z.number()])) as Record<(typeof NUTRIENT_KEYS)[number], z.ZodNumber>;

export const foodSearchSuccessSchema = z
  .object({
    ok: z.literal(true),
    results: z.array(
      z.object({ id: z.string(), name: z.string(), servingSize: z.number(), ...nutrients }).meta({
        description:
          'Per 100 g: calories in kcal; protein, carbs, fat, fiber, sugar in g; sodium, calcium, iron, vitaminC in mg; vitaminA in IU.',
      }),
    ),
    source: z.enum(['local', 'open-food-facts']),
    warning: z.enum(FOOD_SEARCH_WARNINGS).optional(),
    message: z.string().optional(),
  })
  .meta({ title: 'FoodSearchSuccess' });

export const foodSearchErrorSchema = z
  .object({ ok: z.literal(false), error: z.literal('INVALID_REQUEST'), message: z.string() })
  .meta({ title: 'FoodSearchError' });
