/**
 * Local food search over the built-in table, in any of the five languages.
 *
 * Ranking: exact term (plural-tolerant), then prefix, then every query word found in the term, then
 * substring; inside each kind the query's own language wins, and the table order settles the rest,
 * so the same query always gives the same list.
 */
import { toFoodSearchResult } from '@/lib/nutrition/foods';
import { termWithKey } from '@/lib/nutrition/search-index';
import { MatchKind, compareRanks, matchFoods, prepareQuery, type FoodMatch, type MatchOptions } from '@/lib/nutrition/search-match';
import { foodPhrase, wholePhrase } from '@/lib/nutrition/ingredient-name';
import { searchKey } from '@/lib/nutrition/search-text';
import type { FoodEntry, FoodLanguage, FoodSearchResult } from '@/lib/nutrition/types';
import { isWater } from '@/lib/nutrition/water';

const DEFAULT_SEARCH_LIMIT = 10;

export function searchFoods(query: string, language: FoodLanguage, limit: number = DEFAULT_SEARCH_LIMIT): FoodSearchResult[] {
  if (!(limit > 0)) return [];
  return matchFoods(prepareQuery(query, language))
    .slice(0, limit)
    .map((match) => toFoodSearchResult(match.food, language));
}

// Words that never name a food on their own; a window made only of them is not tried.
const FILLER_WORDS = new Set(
  [
    'of',
    'and',
    'or',
    'the',
    'a',
    'de',
    'del',
    'la',
    'el',
    'y',
    'con',
    'du',
    'des',
    'le',
    'et',
    'au',
    'aux',
    'von',
    'und',
    'mit',
    'og',
    'med',
    'til',
  ].map(searchKey),
);

// A substring hit inside a free-text ingredient is too loose ("salt" sits inside "unsalted"), and so
// is a prefix that stops inside a word ("water" / "watermelon").
const INGREDIENT_MATCH: MatchOptions = { worstKind: MatchKind.word, wholeWordPrefix: true };
const SINGLE_WORD_MATCH: MatchOptions = { worstKind: MatchKind.prefix, wholeWordPrefix: true };
// German and Norwegian write compounds as one word ("Dinkelmehl", "speltmel"): a food term of the
// same language at least this long that ends a query word is the compound's head, tried only when
// nothing else matched. English is left out on purpose: "unicorn" is not a kind of corn.
const COMPOUNDING_LANGUAGES: ReadonlySet<FoodLanguage> = new Set(['de', 'no']);
const MIN_COMPOUND_HEAD_LENGTH = 3;

/**
 * The single best table food for a free-text ingredient name from a recipe ("all-purpose flour",
 * "eggs", "harina", "unsalted butter, melted", "150g/5oz fillet steak, cut into chunks").
 *
 * Notes (brackets, text after a comma) and preparation words are set aside to find the head noun:
 * the last word in English, German and Norwegian, the first in Spanish and French or after a
 * Romance "de" ("aceite de girasol"). Then ever shorter runs of the words as typed are tried, and
 * only runs that hold the head count, so "strawberry jam" is not strawberries and "fresh basil
 * leaves" still finds fresh basil. A single word must name a food by itself or start its name
 * ("sauce" alone does not make "soy sauce"). Water is never a table food (see water.ts).
 */
export function findFoodForIngredient(name: string, language: FoodLanguage): FoodEntry | undefined {
  if (isWater(name)) return undefined;
  const food = foodPhrase(name);
  if (food === '') return undefined;
  const head = headWord(food, language);
  const typed = wholePhrase(name);
  const words = (typed.split(' ').includes(head) ? typed : food).split(' ');
  for (let size = words.length; size >= 1; size -= 1) {
    let best: FoodMatch | undefined;
    for (let start = 0; start + size <= words.length; start += 1) {
      const window = words.slice(start, start + size);
      if (!window.includes(head) || window.every((word) => FILLER_WORDS.has(word))) continue;
      const options = size === 1 ? SINGLE_WORD_MATCH : INGREDIENT_MATCH;
      const [match] = matchFoods(prepareQuery(window.join(' '), language), options);
      if (match === undefined) continue;
      // `<=`: on a tie the later window wins, as the head noun ends an English phrase.
      if (best === undefined || compareRanks(match.rank, best.rank) <= 0) best = match;
    }
    if (best !== undefined) return best.food;
  }
  return COMPOUNDING_LANGUAGES.has(language) ? findCompoundHead([head], language) : undefined;
}

const HEAD_FIRST_LANGUAGES: ReadonlySet<FoodLanguage> = new Set(['es', 'fr']);
const ROMANCE_LINKS = new Set(['de', 'del', 'd', 'a', 'al', 'au', 'aux', 'du', 'des', 'con', 'en']);

/** The word that names the food in a phrase of search keys. */
export function headWord(phrase: string, language: FoodLanguage): string {
  const words = phrase.split(' ').filter((word) => !FILLER_WORDS.has(word) || ROMANCE_LINKS.has(word));
  const headFirst = HEAD_FIRST_LANGUAGES.has(language) || words.slice(1, -1).some((word) => ROMANCE_LINKS.has(word));
  const content = words.filter((word) => !FILLER_WORDS.has(word));
  return (headFirst ? content[0] : content.at(-1)) ?? phrase;
}

function findCompoundHead(words: readonly string[], language: FoodLanguage): FoodEntry | undefined {
  let best: { food: FoodEntry; length: number } | undefined;
  for (const word of words) {
    // Longest head first, so "Dinkelweizenmehl" meets "weizenmehl" before "mehl".
    for (let cut = 1; word.length - cut >= MIN_COMPOUND_HEAD_LENGTH; cut += 1) {
      const head = word.slice(cut);
      const term = termWithKey(head, language);
      if (term === undefined) continue;
      if (best === undefined || head.length > best.length) {
        best = { food: term.food, length: head.length };
      }
      break;
    }
  }
  return best?.food;
}
