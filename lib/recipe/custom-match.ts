/**
 * The visitor's own units (lib/custom-units) as recipe lines name them: "2 mugs milk", "1 scoop
 * protein powder". Each is read as its size in millilitres or grams, so it scales, converts and
 * weighs like any other volume or weight; its symbol is kept for showing the line as written.
 */
import { foldForMatching } from '@/lib/recipe/unit-match';

export interface RecipeCustomUnit {
  /** The words a line may call it by, folded as unit-match.ts folds text: name, plurals, symbol. */
  readonly words: readonly string[];
  readonly symbol: string;
  /** The recipe unit its size is in. */
  readonly unit: 'ml' | 'g';
  /** How many millilitres or grams one of it is. */
  readonly size: number;
}

export interface CustomUnitMatch {
  readonly custom: RecipeCustomUnit;
  /** Index just after the unit word (and its full stop, if any). */
  readonly end: number;
}

// As unit-match.ts: a unit word ends the text or comes before a space or punctuation.
const WORD_END = /^\.?(?=[\s,;:/()]|$)/;

/** The longest of the visitor's unit words starting exactly at `start` of `text`, if any. */
export function matchCustomUnit(text: string, start: number, units: readonly RecipeCustomUnit[]): CustomUnitMatch | undefined {
  if (units.length === 0) return undefined;
  const folded = foldForMatching(text);
  let best: CustomUnitMatch | undefined;
  for (const custom of units) {
    for (const word of custom.words) {
      if (!folded.startsWith(word, start)) continue;
      const after = WORD_END.exec(text.slice(start + word.length));
      if (after === null) continue;
      const end = start + word.length + after[0].length;
      if (best === undefined || end > best.end) best = { custom, end };
    }
  }
  return best;
}
