/**
 * Nutrients of foods that are not in the built-in table, asked of POST /api/food-search (which
 * tries the table, then Open Food Facts) through the shared client. One request per (language,
 * term) for the life of the page: definite answers are cached, misses and refusals included, and
 * concurrent asks share one request. A failed request (no answer, a time-out, a server error, an
 * unreadable answer) means "no data for now": it is not cached, so the next recomputation asks again.
 */
import { requestFoodSearch, type FoodSearchOutcome } from '@/lib/food-search/client';
import { lookupTerm } from '@/lib/food-search/query';
import { NUTRIENT_KEYS, type FoodLanguage, type Nutrients } from '@/lib/nutrition/types';

/** Asks the food search; the shared client by default, a stub in tests. */
export type FoodSearcher = (query: string, language: FoodLanguage) => Promise<FoodSearchOutcome>;

/** Per-100 g nutrients of the first result of a definite answer, or null when it has none. */
export function nutrientsFromOutcome(outcome: FoodSearchOutcome): Nutrients | null {
  if (!outcome.ok) return null;
  const first = outcome.results[0];
  return first === undefined ? null : (Object.fromEntries(NUTRIENT_KEYS.map((key) => [key, first[key]])) as Nutrients);
}

/** Whether an outcome is the food search's answer (worth keeping) rather than a failure to get one. */
function isDefinite(outcome: FoodSearchOutcome): boolean {
  return outcome.ok || outcome.kind === 'REJECTED';
}

export class FoodLookup {
  private readonly cache = new Map<string, Promise<Nutrients | null>>();

  constructor(private readonly search: FoodSearcher = requestFoodSearch) {}

  /** Nutrients per 100 g of the food best matching `name`, or null when none is known. */
  lookup(name: string, language: FoodLanguage): Promise<Nutrients | null> {
    const term = lookupTerm(name);
    if (term === '') return Promise.resolve(null);
    const key = `${language}:${term}`;
    const cached = this.cache.get(key);
    if (cached !== undefined) return cached;
    const request = this.search(term, language).then(
      (outcome) => {
        if (!isDefinite(outcome)) this.cache.delete(key);
        return nutrientsFromOutcome(outcome);
      },
      () => {
        this.cache.delete(key);
        return null;
      },
    );
    this.cache.set(key, request);
    return request;
  }

  /** Every name's nutrients (or null), keyed by the name as given. */
  async lookupAll(names: readonly string[], language: FoodLanguage): Promise<Map<string, Nutrients | null>> {
    const entries = await Promise.all(names.map(async (name) => [name, await this.lookup(name, language)] as const));
    return new Map(entries);
  }
}
