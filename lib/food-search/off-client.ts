/** One search request to Open Food Facts, with the time-out and every failure typed. */
import { requestJson, type FetchFunction } from '@/lib/fetch/fetch-json';
import type { FoodSearchConfig } from '@/lib/food-search/config';
import { FoodDatabaseError } from '@/lib/food-search/errors';
import { mapOffProducts, offSearchAnswerSchema } from '@/lib/food-search/off-mapping';
import type { FoodLanguage, FoodSearchResult } from '@/lib/nutrition/types';

/** How many products one Open Food Facts search asks for: a few good matches are enough. */
const OFF_PAGE_SIZE = 5;

function offSearchUrl(baseUrl: string, term: string, language: FoodLanguage): string {
  const params = new URLSearchParams({
    search_terms: term,
    page_size: String(OFF_PAGE_SIZE),
    json: '1',
    lc: language,
    fields: 'product_name,nutriments',
  });
  return `${baseUrl}/cgi/search.pl?${params.toString()}`;
}

/**
 * Searches Open Food Facts for `term` in `language`. Resolves with the usable products (possibly
 * none); rejects with FoodDatabaseError TIMEOUT when the answer, body included, takes longer than
 * the configured time-out, and UPSTREAM_ERROR for a network error, a non-2xx status, malformed
 * JSON or an answer without a products list.
 */
export async function searchOpenFoodFacts(
  term: string,
  language: FoodLanguage,
  config: FoodSearchConfig,
  fetchFunction: FetchFunction,
): Promise<FoodSearchResult[]> {
  const outcome = await requestJson(offSearchUrl(config.baseUrl, term, language), {
    timeoutMs: config.timeoutMs,
    fetch: fetchFunction,
    headers: { 'User-Agent': config.userAgent },
  });
  if (!outcome.ok) {
    if (outcome.kind === 'TIMEOUT') throw new FoodDatabaseError('TIMEOUT', { cause: outcome.cause });
    // Nothing here cancels the request, so ABORTED cannot happen; it would mean no answer came.
    const failure = outcome.kind === 'ABORTED' ? 'NETWORK' : outcome.kind;
    throw new FoodDatabaseError('UPSTREAM_ERROR', { failure, status: outcome.status, cause: outcome.cause });
  }
  const answer = offSearchAnswerSchema.safeParse(outcome.body);
  if (!answer.success) {
    throw new FoodDatabaseError('UPSTREAM_ERROR', { failure: 'SCHEMA_MISMATCH', cause: answer.error });
  }
  return mapOffProducts(answer.data.products);
}
