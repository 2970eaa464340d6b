/**
 * Matching a query against the index and ranking the foods it finds.
 *
 * Sort key of a (query, term) pair, compared element by element: match kind (exact, prefix, every
 * word, substring), then the query's own language, then a literal over a plural-tolerant match, then
 * how much of the term the query leaves unmatched, then the term's rank within its food; the table
 * order settles any remaining tie, so a query always gives the same list.
 */
import { SEARCH_INDEX, termsWithAllWords, type IndexedTerm } from '@/lib/nutrition/search-index';
import { searchKey, toSearchWords, wordsMatch, type SearchWord } from '@/lib/nutrition/search-text';
import type { FoodEntry, FoodLanguage } from '@/lib/nutrition/types';

/** How a query meets a term, best first. */
export const MatchKind = {
  exact: 0,
  prefix: 1,
  word: 2,
  substring: 3,
} as const;
export type MatchKind = (typeof MatchKind)[keyof typeof MatchKind];

export interface PreparedQuery {
  readonly key: string;
  readonly words: readonly SearchWord[];
  readonly language: FoodLanguage;
}

export function prepareQuery(text: string, language: FoodLanguage): PreparedQuery {
  const key = searchKey(text);
  // The query may be typed in any language, so every language's plural endings apply to it.
  return { key, words: toSearchWords(key), language };
}

export interface MatchOptions {
  /** Worst match kind still accepted (default: substring, i.e. all). */
  readonly worstKind?: MatchKind;
  /** Accept a prefix only when it ends on a word boundary ("water" must not find "watermelon"). */
  readonly wholeWordPrefix?: boolean;
}

export type MatchRank = readonly [MatchKind, number, number, number, number];

interface TermMatch {
  readonly kind: MatchKind;
  readonly literal: boolean;
}

function literalMatch(query: PreparedQuery, term: IndexedTerm, wholeWordPrefix: boolean): TermMatch | undefined {
  if (!term.key.includes(query.key)) return undefined;
  if (term.key === query.key) return { kind: MatchKind.exact, literal: true };
  const endsOnWord = !wholeWordPrefix || term.key.charAt(query.key.length) === ' ';
  if (term.key.startsWith(query.key) && endsOnWord) {
    return { kind: MatchKind.prefix, literal: true };
  }
  return { kind: MatchKind.substring, literal: true };
}

/** Called only for terms in which every query word has a matching word. */
function wordLevelMatch(query: PreparedQuery, term: IndexedTerm): TermMatch {
  const samePlaces =
    term.words.length === query.words.length && query.words.every((word, i) => wordsMatch(word, term.words[i] as SearchWord));
  return { kind: samePlaces ? MatchKind.exact : MatchKind.word, literal: false };
}

function better(a: TermMatch | undefined, b: TermMatch | undefined): TermMatch | undefined {
  if (a === undefined) return b;
  if (b === undefined) return a;
  if (a.kind !== b.kind) return a.kind < b.kind ? a : b;
  return a.literal ? a : b;
}

export function compareRanks(a: MatchRank, b: MatchRank): number {
  for (let i = 0; i < a.length; i += 1) {
    const diff = (a[i] as number) - (b[i] as number);
    if (diff !== 0) return diff;
  }
  return 0;
}

export interface FoodMatch {
  readonly food: FoodEntry;
  readonly foodIndex: number;
  readonly rank: MatchRank;
}

/** Every matching food once, with its best-ranked term, best first. */
export function matchFoods(query: PreparedQuery, options: MatchOptions = {}): FoodMatch[] {
  if (query.key === '') return [];
  const worstKind = options.worstKind ?? MatchKind.substring;
  const wholeWordPrefix = options.wholeWordPrefix ?? false;
  const wordMatches = termsWithAllWords(query.words);
  const best = new Map<number, FoodMatch>();
  SEARCH_INDEX.forEach((term, position) => {
    const match = better(literalMatch(query, term, wholeWordPrefix), wordMatches.has(position) ? wordLevelMatch(query, term) : undefined);
    if (match === undefined || match.kind > worstKind) return;
    const rank: MatchRank = [
      match.kind,
      term.language === query.language ? 0 : 1,
      match.literal ? 0 : 1,
      Math.abs(term.key.length - query.key.length),
      term.termIndex,
    ];
    const current = best.get(term.foodIndex);
    if (current === undefined || compareRanks(rank, current.rank) < 0) {
      best.set(term.foodIndex, { food: term.food, foodIndex: term.foodIndex, rank });
    }
  });
  return [...best.values()].sort((a, b) => compareRanks(a.rank, b.rank) || a.foodIndex - b.foodIndex);
}
