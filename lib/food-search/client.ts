/**
 * The browser's client of POST /api/food-search, beside the route's answer contract (./response).
 * One path, one time-out, one reading of the answer; the outcome is data, and each feature decides
 * what a failure means to it (the recipe shows "no data" and asks again later, the food tracker
 * names the problem). The answer is checked by ./answer.ts, loaded with the first search.
 */
import { requestJson, type FetchFunction } from '@/lib/fetch/fetch-json';
import type { FoodLanguage } from '@/lib/nutrition/types';
import type { FoodSearchOutcome } from './answer';

export type { FoodSearchOutcome };

const loadAnswerReader = () => import('./answer').then((module) => module.readFoodSearchAnswer);

export const FOOD_SEARCH_PATH = '/api/food-search';
/** The food search gives up after 10 seconds: slower than that, a visitor has moved on. */
const FOOD_SEARCH_TIMEOUT_MS = 10_000;

export interface FoodSearchOptions {
  readonly fetch?: FetchFunction;
  readonly timeoutMs?: number;
  readonly signal?: AbortSignal;
}

/** Asks the food search for `query` (sent as given) in `language`. Never rejects. */
export async function requestFoodSearch(
  query: string,
  language: FoodLanguage,
  options: FoodSearchOptions = {},
): Promise<FoodSearchOutcome> {
  const outcome = await requestJson(FOOD_SEARCH_PATH, {
    method: 'POST',
    json: { query, languageCode: language },
    timeoutMs: options.timeoutMs ?? FOOD_SEARCH_TIMEOUT_MS,
    fetch: options.fetch,
    signal: options.signal,
  });
  if (outcome.ok) {
    // The reader's code did not arrive (offline): as if the answer had not.
    return loadAnswerReader().then(
      (read) => read(outcome.body),
      (cause: unknown): FoodSearchOutcome => ({ ok: false, kind: 'NETWORK', cause }),
    );
  }
  switch (outcome.kind) {
    case 'HTTP_STATUS':
      return { ok: false, kind: (outcome.status ?? 500) >= 500 ? 'SERVER_ERROR' : 'REJECTED', cause: `HTTP ${outcome.status}` };
    case 'MALFORMED_JSON':
      return { ok: false, kind: 'MALFORMED', cause: outcome.cause };
    default:
      return { ok: false, kind: outcome.kind, cause: outcome.cause };
  }
}
