/**
 * Finding a unit word at the start of the text that follows an amount. Case and accents are
 * ignored (one folded character per original character, so positions carry over), the longest
 * word wins ("fl oz" over "fl", "cuillère à soupe" over "c"), and a word must end the text or be
 * followed by a space or a comma, optionally after an abbreviation's full stop ("tbsp.", "Stk.").
 */
import { CASE_SENSITIVE_UNIT_WORDS, UNIT_WORDS } from '@/lib/recipe/unit-words';
import type { RecipeUnitId } from '@/lib/recipe/units';

/** Lower case without accents, keeping the length: one UTF-16 unit in, one out. */
export function foldForMatching(text: string): string {
  let folded = '';
  for (const unit of text.split('')) {
    const lower = unit.toLowerCase();
    const base = lower.length === 1 ? lower : unit;
    const stripped = base.normalize('NFD').replace(/\p{M}+/gu, '');
    folded += stripped.length === 1 ? stripped : base;
  }
  return folded;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function spacesFlexible(word: string): string {
  return escape(word).replace(/\s+/g, '\\s*');
}

function collapse(text: string): string {
  return text.replace(/\s+/g, '');
}

function buildMatcher(words: ReadonlyMap<string, RecipeUnitId>): RegExp {
  const alternatives = [...words.keys()]
    .sort((a, b) => b.length - a.length)
    .map(spacesFlexible)
    .join('|');
  return new RegExp(`(${alternatives})\\.?(?=[\\s,;:/()]|$)`, 'y');
}

// Keys are folded and stripped of spaces, so "fl oz", "fl  oz" and "floz" meet.
const FOLDED_WORDS: ReadonlyMap<string, RecipeUnitId> = new Map(
  Object.entries(UNIT_WORDS).flatMap(([unit, byLanguage]) =>
    Object.values(byLanguage).flatMap((words: readonly string[]) =>
      words.map((word): [string, RecipeUnitId] => [foldForMatching(word), unit as RecipeUnitId]),
    ),
  ),
);
const EXACT_WORDS: ReadonlyMap<string, RecipeUnitId> = new Map(Object.entries(CASE_SENSITIVE_UNIT_WORDS));

const FOLDED_MATCHER = buildMatcher(FOLDED_WORDS);
const EXACT_MATCHER = buildMatcher(EXACT_WORDS);
const FOLDED_BY_KEY: ReadonlyMap<string, RecipeUnitId> = new Map([...FOLDED_WORDS].map(([word, unit]) => [collapse(word), unit]));

export interface UnitMatch {
  readonly unit: RecipeUnitId;
  readonly start: number;
  /** Index just after the unit word (and its full stop, if any). */
  readonly end: number;
}

function matchAt(matcher: RegExp, text: string, start: number, lookup: (word: string) => RecipeUnitId | undefined): UnitMatch | undefined {
  matcher.lastIndex = start;
  const match = matcher.exec(text);
  const word = match?.[1];
  if (match === null || word === undefined) return undefined;
  const unit = lookup(word);
  return unit === undefined ? undefined : { unit, start, end: start + match[0].length };
}

/** The unit word starting exactly at `start` of `text`, if any. */
export function matchUnitWord(text: string, start: number): UnitMatch | undefined {
  const folded = matchAt(FOLDED_MATCHER, foldForMatching(text), start, (word) => FOLDED_BY_KEY.get(collapse(word)));
  const exact = matchAt(EXACT_MATCHER, text, start, (word) => EXACT_WORDS.get(word));
  if (folded === undefined) return exact;
  if (exact === undefined) return folded;
  return exact.end > folded.end ? exact : folded;
}
