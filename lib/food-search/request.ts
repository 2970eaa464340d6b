/** The body of POST /api/food-search (the route's zod schema); the query rules the page shares are in ./query. */
import { z } from 'zod';
import { FOOD_LANGUAGES } from '@/lib/nutrition/types';
import { QUERY_REQUIRED_MESSAGE, QUERY_TOO_LONG_MESSAGE } from '@/lib/food-search/errors';
import { MAX_QUERY_LENGTH } from '@/lib/food-search/query';

export { lookupTerm } from '@/lib/food-search/query';

export const foodSearchRequestSchema = z.object({
  query: z
    .string({ error: QUERY_REQUIRED_MESSAGE })
    .trim()
    .min(1, { error: QUERY_REQUIRED_MESSAGE })
    .max(MAX_QUERY_LENGTH, { error: QUERY_TOO_LONG_MESSAGE }),
  languageCode: z.enum(FOOD_LANGUAGES, { error: `languageCode must be one of: ${FOOD_LANGUAGES.join(', ')}` }).default('en'),
});
