/**
 * Nutrients of foods that are not in the built-in table, asked of POST /api/food-search (which
 * tries the table, then Open Food Facts). One request per (language, term) for the life of the
 * page: answers are cached, misses included, and concurrent asks share one request. A failed
 * request is not cached, so the next recomputation tries again. The answer is checked with zod:
 * it crosses a network boundary.
 */
import { z } from 'zod';
import { lookupTerm } from '@/lib/food-search/request';
import { NUTRIENT_KEYS, type FoodLanguage, type Nutrients } from '@/lib/nutrition/types';

export const FOOD_SEARCH_PATH = '/api/food-search';
/** The food search gives up after 10 s: slower than that, the recipe shows no data. */
export const FOOD_LOOKUP_TIMEOUT_MS = 10_000;

// A missing, negative or non-numeric nutrient reads as 0, as the table's unknown values do.
const nutrientNumber = z.number().nonnegative().catch(0);
const resultSchema = z.object(
  Object.fromEntries(NUTRIENT_KEYS.map((key) => [key, nutrientNumber])) as Record<
    (typeof NUTRIENT_KEYS)[number],
    typeof nutrientNumber
  >,
);
const answerSchema = z.union([
  z.object({ ok: z.literal(true), results: z.array(z.unknown()) }),
  z.object({ ok: z.literal(false) }),
]);

export interface FoodSearchBody {
  readonly query: string;
  readonly languageCode: FoodLanguage;
}

/** Sends one food search; resolves to the parsed JSON body, or rejects on a network failure. */
export type FoodSearchPoster = (body: FoodSearchBody) => Promise<unknown>;

export const postFoodSearch: FoodSearchPoster = async (body) => {
  const response = await fetch(FOOD_SEARCH_PATH, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(FOOD_LOOKUP_TIMEOUT_MS),
  });
  // A non-OK status counts as an empty list: the ingredient simply has no data.
  if (!response.ok) return { ok: false };
  return response.json();
};

/** Per-100 g nutrients of the first result of an answer, or null when it has none. */
export function nutrientsFromAnswer(answer: unknown): Nutrients | null {
  const parsed = answerSchema.safeParse(answer);
  if (!parsed.success || !parsed.data.ok) return null;
  const first = resultSchema.safeParse(parsed.data.results[0]);
  return first.success && parsed.data.results.length > 0 ? first.data : null;
}

export class FoodLookup {
  private readonly cache = new Map<string, Promise<Nutrients | null>>();

  constructor(private readonly post: FoodSearchPoster = postFoodSearch) {}

  /** Nutrients per 100 g of the food best matching `name`, or null when none is known. */
  lookup(name: string, language: FoodLanguage): Promise<Nutrients | null> {
    const term = lookupTerm(name);
    if (term === '') return Promise.resolve(null);
    const key = `${language}:${term}`;
    const cached = this.cache.get(key);
    if (cached !== undefined) return cached;
    const request = this.post({ query: term, languageCode: language }).then(nutrientsFromAnswer, () => {
      this.cache.delete(key);
      return null;
    });
    this.cache.set(key, request);
    return request;
  }

  /** Every name's nutrients (or null), keyed by the name as given. */
  async lookupAll(names: readonly string[], language: FoodLanguage): Promise<Map<string, Nutrients | null>> {
    const entries = await Promise.all(names.map(async (name) => [name, await this.lookup(name, language)] as const));
    return new Map(entries);
  }
}
