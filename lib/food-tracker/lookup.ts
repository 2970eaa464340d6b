/**
 * The food tracker's search: the shared food-search client, and what each outcome means here.
 * Every failure becomes a FoodLookupError whose code the page translates.
 *
 * - no answer in time, or the server's own `warning: "TIMEOUT"`  -> TIMEOUT
 * - the request never reached the server                          -> NETWORK
 * - `warning: "RATE_LIMITED"` (the server spares Open Food Facts)  -> RATE_LIMITED
 * - a 5xx, an unreadable body, or any other warning                -> GENERIC
 * - a 4xx or `ok: false` is "no results" (the page never sends a bad query).
 * A 5xx is an error rather than an empty list, because "no nutrition data found" would be untrue
 * when the server failed.
 */
import { requestFoodSearch, type FoodSearchOptions } from '@/lib/food-search/client';
import { FoodLookupError, type FoodLookupErrorCode } from '@/lib/food-tracker/lookup-errors';
import type { FoodLanguage, FoodSearchResult } from '@/lib/nutrition/types';

const WARNING_ERRORS: Readonly<Record<string, FoodLookupErrorCode>> = {
  TIMEOUT: 'TIMEOUT',
  RATE_LIMITED: 'RATE_LIMITED',
};

/** Searches foods for `query` (trimmed; blank gives no results without a call) in `language`. */
export async function searchFood(query: string, language: FoodLanguage, options: FoodSearchOptions = {}): Promise<FoodSearchResult[]> {
  const trimmed = query.trim();
  if (trimmed === '') return [];
  options.signal?.throwIfAborted();
  const outcome = await requestFoodSearch(trimmed, language, options);
  if (outcome.ok) {
    const { results, warning } = outcome;
    if (results.length === 0 && warning !== undefined) {
      throw new FoodLookupError(WARNING_ERRORS[warning] ?? 'GENERIC', { cause: warning });
    }
    return results;
  }
  switch (outcome.kind) {
    case 'ABORTED':
      // The caller's own reason, untouched: it knows why it cancelled.
      throw outcome.cause;
    case 'REJECTED':
      return [];
    case 'TIMEOUT':
    case 'NETWORK':
      throw new FoodLookupError(outcome.kind, { cause: outcome.cause });
    default:
      throw new FoodLookupError('GENERIC', { cause: outcome.cause });
  }
}
