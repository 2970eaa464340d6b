/** The body of POST /api/food-search and the lookup term made from it. */
import { z } from 'zod';
import { FOOD_LANGUAGES } from '@/lib/nutrition/types';
import { QUERY_REQUIRED_MESSAGE, QUERY_TOO_LONG_MESSAGE } from '@/lib/food-search/errors';

export const MAX_QUERY_LENGTH = 100;

export const foodSearchRequestSchema = z.object({
  query: z
    .string({ error: QUERY_REQUIRED_MESSAGE })
    .trim()
    .min(1, { error: QUERY_REQUIRED_MESSAGE })
    .max(MAX_QUERY_LENGTH, { error: QUERY_TOO_LONG_MESSAGE }),
  languageCode: z
    .enum(FOOD_LANGUAGES, { error: `languageCode must be one of: ${FOOD_LANGUAGES.join(', ')}` })
    .default('en'),
});

export type FoodSearchRequest = z.infer<typeof foodSearchRequestSchema>;

/**
 * What is actually looked up: the text before the first comma or parenthesis, lower-cased
 * and trimmed, so "Banana (ripe), 2 pcs" searches "banana". May be empty ("(organic)").
 */
export function lookupTerm(query: string): string {
  return (query.split(/[,(]/, 1)[0] ?? '').toLowerCase().trim();
}
