/**
 * Nutrients of foods that are not in the built-in table, asked of POST /api/food-search (which
 * tries the table, then Open Food Facts). A failed request (no answer, a time-out, a server error,
 * an unreadable answer) means "no data" for that food, as does a refusal. The page keeps answers
 * for its life (`keepingAnswers`, in the lazily loaded engine); the MCP tool asks afresh per call.
 */
import { requestFoodSearch, type FoodSearchOutcome } from '@/lib/food-search/client';
import { lookupTerm } from '@/lib/food-search/query';
import { NUTRIENT_KEYS, type FoodLanguage, type Nutrients } from '@/lib/nutrition/types';
import { loadOnce } from '@/lib/site/load-once';

/** Asks the food search; the shared client by default, the server's own search in the MCP tool. */
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

/**
 * `search`, asking once per (language, term) however many ask, through loadOnce: a definite answer
 * (results, none, a refusal) is kept; a failure rejects and is not kept, so the next ask (the next
 * recomputation of the recipe) tries again. swr would do this by key, but not outside React, and
 * the recipe page carries no swr in its first scripts.
 */
export function keepingAnswers(search: FoodSearcher): FoodSearcher {
  const loaders = new Map<string, () => Promise<FoodSearchOutcome>>();
  return (term, language) => {
    const key = `${language}:${term}`;
    let load = loaders.get(key);
    if (load === undefined) {
      load = loadOnce(async () => {
        const outcome = await search(term, language);
        if (!isDefinite(outcome)) throw new Error(`no answer for "${term}"`, { cause: outcome });
        return outcome;
      });
      loaders.set(key, load);
    }
    return load();
  };
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
