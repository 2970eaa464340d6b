/**
 * Nutrients of foods that are not in the built-in table, asked of POST /api/food-search (which
 * tries the table, then Open Food Facts). Keeping answers is the caller's business: the page asks
 * through swr (components/recipe/use-recipe-nutrition.ts), which dedups and keeps them by recipe;
 * the MCP tool asks afresh per call. A failed request (no answer, a time-out, a server error, an
 * unreadable answer) means "no data" for that food, as does a refusal.
 */
import { requestFoodSearch, type FoodSearchOutcome } from '@/lib/food-search/client';
import { lookupTerm } from '@/lib/food-search/query';
import { NUTRIENT_KEYS, type FoodLanguage, type Nutrients } from '@/lib/nutrition/types';

/** Asks the food search; the shared client by default, the server's own search in the MCP tool. */
export type FoodSearcher = (query: string, language: FoodLanguage) => Promise<FoodSearchOutcome>;

/** Per-100 g nutrients of the first result of a definite answer, or null when it has none. */
export function nutrientsFromOutcome(outcome: FoodSearchOutcome): Nutrients | null {
  if (!outcome.ok) return null;
  const first = outcome.results[0];
  return first === undefined ? null : (Object.fromEntries(NUTRIENT_KEYS.map((key) => [key, first[key]])) as Nutrients);
}

/**
 * Every name's nutrients per 100 g (or null when none is known), keyed by the name as given. Names
 * that come to the same search term are asked once; a name with no term is not asked.
 */
export async function lookUpFoods(
  names: readonly string[],
  language: FoodLanguage,
  search: FoodSearcher = requestFoodSearch,
): Promise<Map<string, Nutrients | null>> {
  const answers = new Map<string, Promise<Nutrients | null>>();
  const ask = (term: string) => {
    let answer = answers.get(term);
    if (answer === undefined) {
      answer = search(term, language).then(nutrientsFromOutcome, () => null);
      answers.set(term, answer);
    }
    return answer;
  };
  const entries = await Promise.all(
    names.map(async (name) => {
      const term = lookupTerm(name);
      return [name, term === '' ? null : await ask(term)] as const;
    }),
  );
  return new Map(entries);
}
