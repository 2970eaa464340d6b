/**
 * The pieces a published ingredient line is made of, each read at a position of the line:
 * a measure (amount + unit, "150g", "4½fl oz", "15-ounce"), a second measure in the other system
 * ("/5½oz", " (240 ml)", "/1lb 2oz"), a package size ("(400g)", "x 400g"), a count word ("tin",
 * "Bund", "pk.") and the Chefkoch plural marks ("Zwiebel(n)", "Scheibe/n"), which are dropped.
 */
import { COUNT_WORD_FORMS, type CountNoun } from '@/lib/recipe/count-words';
import { readQuantity } from '@/lib/recipe/quantity';
import { matchUnitWord } from '@/lib/recipe/unit-match';
import { RECIPE_UNITS, type RecipeUnitId } from '@/lib/recipe/units';

export interface Measure {
  readonly quantity: number;
  readonly rangeEnd: number | null;
  readonly unit: RecipeUnitId;
  readonly end: number;
}

/** "Zwiebel(n)" → "Zwiebel", "Scheibe/n" → "Scheibe", "tablespoon(s)" → "tablespoon". */
export function dropPluralMarks(line: string): string {
  return line.replace(/(\p{L})(?:\((?:n|en|s|es|er|e|r)\)|\/(?:n|en|s|es|er|e|r)(?=[\s,.;:]|$))/gu, '$1');
}

function isWeighable(unit: RecipeUnitId): boolean {
  return RECIPE_UNITS[unit].kind !== 'count';
}

/** An amount and a mass or volume unit at `start` ("150g", "4½ fl oz", "15-ounce", "3½- to 4-pound"). */
export function readMeasure(text: string, start: number): Measure | undefined {
  const quantity = readQuantity(text, start);
  if (quantity === undefined) return undefined;
  const gap = /^[\s-]*/u.exec(text.slice(quantity.end))?.[0].length ?? 0;
  const unit = matchUnitWord(text, quantity.end + gap);
  if (unit === undefined || !isWeighable(unit.unit)) return undefined;
  return { quantity: quantity.quantity, rangeEnd: quantity.rangeEnd, unit: unit.unit, end: unit.end };
}

/** Past a second measure after `/` or in brackets ("/5½oz", "/1lb 2oz", " (240 ml)"), or `start`. */
export function skipAlternateMeasure(text: string, start: number): number {
  const opener = /^\s*([/(])\s*/u.exec(text.slice(start));
  if (opener === null) return start;
  let measure = readMeasure(text, start + opener[0].length);
  if (measure === undefined) return start;
  // "1lb 2oz": pounds and ounces together.
  for (let next = readMeasure(text, measure.end); next !== undefined; next = readMeasure(text, next.end)) {
    measure = next;
  }
  if (opener[1] === '/') return measure.end;
  const closer = /^\s*\)/u.exec(text.slice(measure.end));
  return closer === null ? start : measure.end + closer[0].length;
}

/** A package size in brackets at `start`: "(400g)", "(14.5 ounce)", "(3½- to 4-pound)". */
export function readBracketSize(text: string, start: number): Measure | undefined {
  const opener = /^\s*\(\s*/u.exec(text.slice(start));
  if (opener === null) return undefined;
  const measure = readMeasure(text, start + opener[0].length);
  if (measure === undefined) return undefined;
  // "(400g/14oz)": the second measure is skipped here too.
  const end = skipAlternateMeasure(text, measure.end);
  const closer = /^\s*\)/u.exec(text.slice(end));
  return closer === null ? undefined : { ...measure, end: end + closer[0].length };
}

/** "x 400g" / "× 400 g" at `start`. */
export function readTimesSize(text: string, start: number): Measure | undefined {
  const times = /^\s*[x×]\s*/iu.exec(text.slice(start));
  if (times === null) return undefined;
  const measure = readMeasure(text, start + times[0].length);
  return measure === undefined ? undefined : { ...measure, end: skipAlternateMeasure(text, measure.end) };
}

/** A size in brackets anywhere in `text` ("1 Dose Tomaten, geschält (400 g)"). */
export function findBracketSize(text: string): Measure | undefined {
  for (let index = text.indexOf('('); index !== -1; index = text.indexOf('(', index + 1)) {
    const size = readBracketSize(text, index);
    if (size !== undefined) return size;
  }
  return undefined;
}

const COUNT_WORD_MATCHER = new RegExp(
  `(${[...COUNT_WORD_FORMS.keys()]
    .sort((a, b) => b.length - a.length)
    .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|')})\\.?(?=[\\s,;:(]|$)`,
  'iuy',
);

export interface CountWordMatch {
  readonly noun: CountNoun;
  readonly end: number;
}

/** The count word starting exactly at `start`, if any. */
export function readCountWord(text: string, start: number): CountWordMatch | undefined {
  COUNT_WORD_MATCHER.lastIndex = start;
  const match = COUNT_WORD_MATCHER.exec(text);
  const word = match?.[1];
  if (match === null || word === undefined) return undefined;
  const noun = COUNT_WORD_FORMS.get(word.toLowerCase());
  return noun === undefined ? undefined : { noun, end: start + match[0].length };
}
