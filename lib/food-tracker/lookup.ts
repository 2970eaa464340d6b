/**
 * The page's food lookup: POST /api/food-search with a 10 s time-out, the answer checked
 * with zod, every failure turned into a FoodLookupError whose code the page translates.
 *
 * - no answer in time, or the server's own `warning: "TIMEOUT"`  -> TIMEOUT
 * - the request never reached the server                          -> NETWORK
 * - `warning: "RATE_LIMITED"` (the server spares Open Food Facts)  -> RATE_LIMITED
 * - a 5xx, an unreadable body, or any other warning                -> GENERIC
 * - a 4xx or `ok: false` is "no results" (the page never sends a bad query).
 * Other non-OK answers would read as an empty list too, but a 5xx is reported as an error here instead,
 * because "no nutrition data found" would be untrue when the server failed.
 */
import { z } from 'zod';
import { FoodLookupError, type FoodLookupErrorCode } from '@/lib/food-tracker/lookup-errors';
import type { FoodLanguage, FoodSearchResult } from '@/lib/nutrition/types';

export const FOOD_SEARCH_PATH = '/api/food-search';
/** The food-search call gives up after 10 seconds: slower than that, the visitor retries. */
export const FOOD_LOOKUP_TIMEOUT_MS = 10_000;

export type FoodLookupFetch = (input: string, init?: RequestInit) => Promise<Response>;

export interface FoodLookupOptions {
  readonly fetch?: FoodLookupFetch;
  readonly timeoutMs?: number;
  /** Lets the caller cancel (e.g. a newer search); its abort reason is rethrown as is. */
  readonly signal?: AbortSignal;
}

const amount = z.number().nonnegative();
const optionalAmount = amount.optional().default(0);

const resultSchema = z.object({
  id: z.string().optional(),
  name: z.string().trim().min(1),
  servingSize: z.number().positive(),
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
  z.object({ ok: z.literal(true), results: z.array(z.unknown()), warning: z.string().optional() }),
  z.object({ ok: z.literal(false) }),
]);

const WARNING_ERRORS: Readonly<Record<string, FoodLookupErrorCode>> = {
  TIMEOUT: 'TIMEOUT',
  RATE_LIMITED: 'RATE_LIMITED',
};

/** The answer's usable results; a result that does not fit the schema is left out, not fatal. */
export function readFoodSearchAnswer(body: unknown): FoodSearchResult[] {
  const answer = answerSchema.safeParse(body);
  if (!answer.success) throw new FoodLookupError('GENERIC', { cause: answer.error });
  if (!answer.data.ok) return [];
  const results: FoodSearchResult[] = [];
  for (const item of answer.data.results) {
    const parsed = resultSchema.safeParse(item);
    if (parsed.success) results.push({ ...parsed.data, id: parsed.data.id ?? parsed.data.name });
  }
  const { warning } = answer.data;
  if (results.length === 0 && warning !== undefined) {
    throw new FoodLookupError(WARNING_ERRORS[warning] ?? 'GENERIC', { cause: warning });
  }
  return results;
}

/** Searches foods for `query` (trimmed; blank gives no results without a call) in `language`. */
export async function searchFood(
  query: string,
  language: FoodLanguage,
  options: FoodLookupOptions = {},
): Promise<FoodSearchResult[]> {
  const trimmed = query.trim();
  if (trimmed === '') return [];
  const { signal } = options;
  signal?.throwIfAborted();

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? FOOD_LOOKUP_TIMEOUT_MS);
  const cancel = () => controller.abort(signal?.reason);
  signal?.addEventListener('abort', cancel, { once: true });

  // After an abort, the caller's reason wins over anything the fetch reports.
  const failure = (error: unknown, otherwise: FoodLookupErrorCode): unknown => {
    if (timedOut) return new FoodLookupError('TIMEOUT', { cause: error });
    if (signal?.aborted) return signal.reason;
    return new FoodLookupError(otherwise, { cause: error });
  };

  try {
    let response: Response;
    try {
      response = await (options.fetch ?? fetch)(FOOD_SEARCH_PATH, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ query: trimmed, languageCode: language }),
        signal: controller.signal,
      });
    } catch (error) {
      throw failure(error, 'NETWORK');
    }
    if (response.status >= 500) {
      await response.body?.cancel().catch(() => undefined);
      throw new FoodLookupError('GENERIC', { cause: `HTTP ${response.status}` });
    }
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      return [];
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch (error) {
      throw failure(error, 'GENERIC');
    }
    return readFoodSearchAnswer(body);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', cancel);
  }
}
