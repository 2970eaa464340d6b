/**
 * The food search index, built once at module load: every search term of every language of every
 * food, normalised (about 2,000 short terms), plus a word map so that whole-word and plural matches
 * are looked up instead of compared term by term. A query then costs one `includes` per term.
 */
import { FOODS } from '@/lib/nutrition/foods';
import { searchKey, toSearchWords, type SearchWord } from '@/lib/nutrition/search-text';
import { FOOD_LANGUAGES, type FoodEntry, type FoodLanguage } from '@/lib/nutrition/types';

export interface IndexedTerm {
  readonly food: FoodEntry;
  /** Position of the food in the table: the last, stable tie-breaker. */
  readonly foodIndex: number;
  readonly language: FoodLanguage;
  /** 0 for the food's main term in that language. */
  readonly termIndex: number;
  readonly key: string;
  readonly words: readonly SearchWord[];
}

function buildIndex(): readonly IndexedTerm[] {
  const terms: IndexedTerm[] = [];
  FOODS.forEach((food: FoodEntry, foodIndex) => {
    for (const language of FOOD_LANGUAGES) {
      food.searchTerms[language].forEach((term, termIndex) => {
        const key = searchKey(term);
        if (key === '') return;
        terms.push({ food, foodIndex, language, termIndex, key, words: toSearchWords(key, language) });
      });
    }
  });
  return terms;
}

export const SEARCH_INDEX: readonly IndexedTerm[] = buildIndex();

type Postings = ReadonlyMap<string, readonly number[]>;

function addPosting(map: Map<string, number[]>, word: string, termPosition: number): void {
  const list = map.get(word);
  if (list === undefined) map.set(word, [termPosition]);
  else if (list[list.length - 1] !== termPosition) list.push(termPosition);
}

// Term positions by each word of the term, and by each singular form of those words.
const { BY_WORD, BY_SINGULAR } = (() => {
  const byWord = new Map<string, number[]>();
  const bySingular = new Map<string, number[]>();
  SEARCH_INDEX.forEach((term, position) => {
    for (const word of term.words) {
      addPosting(byWord, word.word, position);
      for (const singular of word.singulars) addPosting(bySingular, singular, position);
    }
  });
  return { BY_WORD: byWord as Postings, BY_SINGULAR: bySingular as Postings };
})();

/**
 * Positions of the terms having a word that matches `word` as `wordsMatch` defines it: the same
 * word, a term word whose singular it is, or a term word that is its singular.
 */
function termsWithWord(word: SearchWord): Set<number> {
  const found = new Set<number>([...(BY_WORD.get(word.word) ?? []), ...(BY_SINGULAR.get(word.word) ?? [])]);
  for (const singular of word.singulars) {
    for (const position of BY_WORD.get(singular) ?? []) found.add(position);
  }
  return found;
}

/** Positions of the terms in which every query word matches some word of the term. */
export function termsWithAllWords(words: readonly SearchWord[]): ReadonlySet<number> {
  let result: Set<number> | undefined;
  for (const word of words) {
    const found = termsWithWord(word);
    result = result === undefined ? found : new Set([...result].filter((position) => found.has(position)));
    if (result.size === 0) break;
  }
  return result ?? new Set();
}

const FIRST_TERM_BY_KEY: ReadonlyMap<string, IndexedTerm> = (() => {
  const byKey = new Map<string, IndexedTerm>();
  for (const term of SEARCH_INDEX) {
    const languageKey = `${term.language}:${term.key}`;
    if (!byKey.has(languageKey)) byKey.set(languageKey, term);
  }
  return byKey;
})();

/** The first term (in table order) of `language` whose key is exactly `key`. */
export function termWithKey(key: string, language: FoodLanguage): IndexedTerm | undefined {
  return FIRST_TERM_BY_KEY.get(`${language}:${key}`);
}
