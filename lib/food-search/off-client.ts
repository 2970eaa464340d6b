/** One search request to Open Food Facts, with the time-out and every failure typed. */
import type { FoodSearchConfig } from '@/lib/food-search/config';
import { FoodDatabaseError } from '@/lib/food-search/errors';
import { mapOffProducts, offSearchAnswerSchema } from '@/lib/food-search/off-mapping';
import type { FoodLanguage, FoodSearchResult } from '@/lib/nutrition/types';

/** How many products one Open Food Facts search asks for: a few good matches are enough. */
export const OFF_PAGE_SIZE = 5;

export type FetchFunction = (input: string, init?: RequestInit) => Promise<Response>;

export function offSearchUrl(baseUrl: string, term: string, language: FoodLanguage): string {
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
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), config.timeoutMs);
  try {
    const url = offSearchUrl(config.baseUrl, term, language);
    const text = await fetchText(url, config, fetchFunction, controller);
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (cause) {
      throw new FoodDatabaseError('UPSTREAM_ERROR', { failure: 'MALFORMED_JSON', cause });
    }
    const answer = offSearchAnswerSchema.safeParse(json);
    if (!answer.success) {
      throw new FoodDatabaseError('UPSTREAM_ERROR', { failure: 'SCHEMA_MISMATCH', cause: answer.error });
    }
    return mapOffProducts(answer.data.products);
  } finally {
    clearTimeout(timer);
  }
}

async function fetchText(
  url: string,
  config: FoodSearchConfig,
  fetchFunction: FetchFunction,
  controller: AbortController,
): Promise<string> {
  try {
    const response = await fetchFunction(url, {
      headers: { 'User-Agent': config.userAgent, Accept: 'application/json' },
      signal: controller.signal,
    });
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      throw new FoodDatabaseError('UPSTREAM_ERROR', { failure: 'HTTP_STATUS', status: response.status });
    }
    return await response.text();
  } catch (error) {
    if (error instanceof FoodDatabaseError) throw error;
    if (controller.signal.aborted) throw new FoodDatabaseError('TIMEOUT', { cause: error });
    throw new FoodDatabaseError('UPSTREAM_ERROR', { failure: 'NETWORK', cause: error });
  }
}
