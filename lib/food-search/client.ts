/**
 * The browser's client of POST /api/food-search, beside the route's answer contract (./response).
 * One path, one time-out, one reading of the answer; the outcome is data, and each feature decides
 * what a failure means to it (the recipe shows "no data" and asks again later, the food tracker
 * names the problem). The answer is read with zod/mini, as in every module the browser loads.
 */
import { requestJson, type FetchFunction } from '@/lib/fetch/request-json';
import type { FoodLanguage, FoodSearchResult } from '@/lib/nutrition/types';
import * as z from 'zod/mini';

export const FOOD_SEARCH_PATH = '/api/food-search';
/** The food search gives up after 10 seconds: slower than that, a visitor has moved on. */
export const FOOD_SEARCH_TIMEOUT_MS = 10_000;

const amount = z.number().check(z.gte(0));
const optionalAmount = z._default(amount, 0);

/** One result as the route sends it (FoodSearchResult); micronutrients an older answer lacks read 0. */
const resultSchema = z.object({
  id: z.optional(z.string()),
  name: z.string().check(z.trim(), z.minLength(1)),
  servingSize: z.number().check(z.gt(0)),
  calories: amount,
  protein: amount,
  carbs: amount,
  fat: amount,
  fiber: amount,
  sugar: amount,
  sodium: amount,
  calcium: optionalAmount,
  iron: optionalAmount,
  vitaminC: optionalAmount,
  vitaminA: optionalAmount,
});

const answerSchema = z.union([
  z.object({ ok: z.literal(true), results: z.array(z.unknown()), warning: z.optional(z.string()) }),
  z.object({ ok: z.literal(false) }),
]);

export type FoodSearchOutcome =
  | {
      readonly ok: true;
      /** The usable results; one that does not fit the contract is left out, not fatal. */
      readonly results: FoodSearchResult[];
      /** Why the list may be empty although the request was fine (TIMEOUT, RATE_LIMITED...). */
      readonly warning?: string;
    }
  | {
      readonly ok: false;
      /**
       * ABORTED: the caller cancelled (`cause` is its reason); TIMEOUT; NETWORK: no answer;
       * REJECTED: a 4xx or `ok: false`, the server refused the query; SERVER_ERROR: a 5xx;
       * MALFORMED: a body that is not the contract's.
       */
      readonly kind: 'ABORTED' | 'TIMEOUT' | 'NETWORK' | 'REJECTED' | 'SERVER_ERROR' | 'MALFORMED';
      readonly cause?: unknown;
    };

/** Reads an answer's body against the contract. */
export function readFoodSearchAnswer(body: unknown): FoodSearchOutcome {
  const answer = answerSchema.safeParse(body).data;
  if (answer === undefined) return { ok: false, kind: 'MALFORMED', cause: 'not a food search answer' };
  if (!answer.ok) return { ok: false, kind: 'REJECTED' };
  const results: FoodSearchResult[] = [];
  for (const item of answer.results) {
    const result = resultSchema.safeParse(item).data;
    if (result !== undefined) results.push({ ...result, id: result.id ?? result.name });
  }
  const { warning } = answer;
  return warning === undefined ? { ok: true, results } : { ok: true, results, warning };
}

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
  if (outcome.ok) return readFoodSearchAnswer(outcome.body);
  switch (outcome.kind) {
    case 'HTTP_STATUS':
      return { ok: false, kind: (outcome.status ?? 500) >= 500 ? 'SERVER_ERROR' : 'REJECTED', cause: `HTTP ${outcome.status}` };
    case 'MALFORMED_JSON':
      return { ok: false, kind: 'MALFORMED', cause: outcome.cause };
    default:
      return { ok: false, kind: outcome.kind, cause: outcome.cause };
  }
}
