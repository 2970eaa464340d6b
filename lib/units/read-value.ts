import type { Locale } from '@/i18n/locales';
import { getCategory, getUnit } from './catalogue';
import { convert } from './convert';
import { ERROR_MESSAGES } from './errors';
import { exactResult } from './exactness';
import { readNumber, VULGAR_CHARS, type NumberReadError } from './read-number';
import { readLetterSize } from './size-notation';
import { add, fromNumber, toNumber, ZERO, type Rational } from './rational';
import type { CompoundParts } from './types';
import { unitsForWord } from './unit-words';

/*
 * The one reader of typed values (converter card, kg-to-pounds, API, bulk cells, quick convert):
 *
 *   value   = term { term }
 *   term    = number [ unit ]          number: see read-number.ts; unit: a word, symbol or ′ ″ ' "
 *
 * - One term without a unit is a number in the field's unit ("5.25" in feet and inches is 5.25 ft).
 * - Terms with units are added, converted into the field's unit: "5 ft 3 in", "5'3\"", "5′ 3″",
 *   "5 ft 3 1/2 in", "2 lb 3 oz", "11 st 4 lb", "5 pies 3 pulgadas", "5 Fuß 3 Zoll".
 * - Units go from larger to smaller, each once ("5'3'" and "3 in 5 ft" are refused); a number
 *   without a unit may end the text after a larger part of a compound unit ("5 ft 3", "5'3" are
 *   3 inches). Only the first term has a sign, and it signs the whole ("-5 ft 3 in" is -5.25 ft;
 *   "5 ft -3 in" is refused). Several terms need a category that adds (not temperature or fuel).
 * - A unit word of another category ("5 kg" in a length field) is refused, as is any unknown word.
 * Never throws: the result says what was wrong, in English for logs and the API.
 */

type ReadValueReason =
  'empty' | NumberReadError | 'unknown-unit' | 'wrong-category' | 'unit-order' | 'signed-part' | 'not-additive' | 'number-base';

const READ_VALUE_MESSAGES = {
  empty: 'Please enter a value',
  malformed: ERROR_MESSAGES.INVALID_NUMBER,
  'division-by-zero': 'A fraction cannot have 0 below the line',
  'out-of-range': 'The number is too large',
  'unknown-unit': ERROR_MESSAGES.INVALID_NUMBER,
  'wrong-category': 'The unit in the value belongs to another kind of measure',
  'unit-order': 'Give each unit once, from the largest to the smallest',
  'signed-part': 'Only the first part of a value can have a sign',
  'not-additive': 'Values of this kind cannot be written in parts',
  'number-base': 'Number bases are read as digits, not as values',
} as const satisfies Record<ReadValueReason, string>;

interface ReadValueOk {
  readonly ok: true;
  /** The value in the field's unit (or, without one, in `unit`). */
  readonly value: number;
  /** The same value exactly: "1/3" is a third here, 0.333… in `value`. */
  readonly exact: Rational;
  /** The unit the value is in: the field's, else the one typed (undefined when none was). */
  readonly unit: string | undefined;
}

interface ReadValueError {
  readonly ok: false;
  /** The engine's code for a value that is not a number, which every caller already translates. */
  readonly error: 'INVALID_NUMBER';
  readonly reason: ReadValueReason;
  readonly message: string;
}

export type ReadValueResult = ReadValueOk | ReadValueError;

/** Where the value is typed: a category and, usually, the unit of the field. */
export interface ReadTarget {
  readonly category: string;
  readonly unit?: string;
}

interface Term {
  readonly number: string;
  readonly word: string | undefined;
}

const fail = (reason: ReadValueReason): ReadValueError => ({
  ok: false,
  error: 'INVALID_NUMBER',
  reason,
  message: READ_VALUE_MESSAGES[reason],
});

const TOKEN = new RegExp(
  [
    String.raw`(?<space>\s+)`,
    String.raw`(?<mark>''|′′|['′’"″”])`,
    String.raw`(?<number>[+\-\u2212]?[0-9.,]*[0-9](?:[0-9.,]*[0-9])?[.,]?(?:[eE][+\-\u2212]?[0-9]+)?|[+\-\u2212]|[/\u2044]|[${VULGAR_CHARS}])`,
    String.raw`(?<word>[\p{L}µ°][\p{L}\p{M}²³/.]*)`,
  ].join('|'),
  'uy',
);

/** Splits text into number-then-unit terms; undefined when something is neither. */
function terms(text: string): Term[] | undefined {
  const found: Term[] = [];
  let start = -1;
  let end = -1;
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < text.length) {
    const at = TOKEN.lastIndex;
    const match = TOKEN.exec(text);
    if (match === null || match.groups === undefined) return undefined;
    const { mark, number, word } = match.groups;
    if (number !== undefined) {
      if (start === -1) start = at;
      end = TOKEN.lastIndex;
    } else if (mark !== undefined || word !== undefined) {
      if (start === -1) return undefined;
      found.push({ number: text.slice(start, end), word: mark ?? word });
      start = -1;
    }
  }
  if (start !== -1) found.push({ number: text.slice(start, end), word: undefined });
  return found;
}

type Unit = { readonly id: string; readonly factor?: number; readonly compound?: CompoundParts };

function unitOf(category: string, id: string): Unit | undefined {
  return getUnit(category as never, id) as Unit | undefined;
}

/** The exact value in `to` of an exact value in `from`. */
function exactIn(category: string, from: string, to: string, value: Rational): Rational | undefined {
  const exact = exactResult(category, from, to, value);
  if (exact !== null) return exact;
  const result = convert(category as never, from, to, toNumber(value)) as number;
  return Number.isFinite(result) ? fromNumber(result) : undefined;
}

function finish(exact: Rational, unit: string | undefined): ReadValueResult {
  const value = toNumber(exact);
  if (!Number.isFinite(value)) return fail('out-of-range');
  return { ok: true, value: value === 0 ? 0 : value, exact, unit };
}

/** Reads a typed value for a field (rules above). */
export function readValue(text: string, locale: Locale, target: ReadTarget | string): ReadValueResult {
  const { category: categoryId, unit: fieldUnit } = typeof target === 'string' ? { category: target } : target;
  const category = getCategory(categoryId);
  if (category === undefined || category.id === 'numeric') return fail('number-base');
  const trimmed = text.trim();
  if (trimmed === '') return fail('empty');
  const field = fieldUnit === undefined ? undefined : unitOf(category.id, fieldUnit);
  if (fieldUnit !== undefined && field === undefined) return fail('unknown-unit');

  if ((field as { readonly notation?: string } | undefined)?.notation === 'letters') {
    const letters = readLetterSize(trimmed);
    if (letters !== undefined) return finish(fromNumber(letters), fieldUnit);
  }
  // A plain number needs no further look (the common case, and the bulk tool's hot path).
  const plain = readNumber(trimmed, locale);
  if (typeof plain !== 'string') return finish(plain, fieldUnit);
  const split = terms(trimmed);
  if (split === undefined || split.length === 0) return fail(plain);
  if (split.length === 1 && split[0]!.word === undefined) return fail(plain);

  // Resolve each term's unit in the field's category; a trailing bare number is the minor part.
  const units: (string | undefined)[] = [];
  for (const term of split) {
    if (term.word === undefined) {
      units.push(undefined);
      continue;
    }
    const meanings = unitsForWord(term.word, locale);
    if (meanings.length === 0) return fail('unknown-unit');
    const meaning = meanings.find((candidate) => candidate.category === category.id);
    if (meaning === undefined) return fail('wrong-category');
    units.push(meaning.unit);
  }
  if (units[units.length - 1] === undefined && units.length > 1) {
    const previous = units[units.length - 2];
    const compound = category.units.map((unit) => (unit as Unit).compound).find((parts) => parts !== undefined && parts.major === previous);
    if (compound === undefined) return fail('unit-order');
    units[units.length - 1] = compound.minor;
  }
  if (split.length > 1 && category.kind !== 'linear') return fail('not-additive');

  let total: Rational = ZERO;
  let negative = false;
  let previousFactor = Infinity;
  for (const [index, term] of split.entries()) {
    const unit = units[index]!;
    const number = readNumber(term.number, locale);
    if (typeof number === 'string') return fail(number);
    if (index > 0 && /^\s*[+\-\u2212]/.test(term.number)) return fail('signed-part');
    // The sign is the text's, so "-0 ft 3 in" (a small negative length, as written) stays negative.
    if (index === 0) negative = /^\s*[\-\u2212]/.test(term.number);
    if (category.kind === 'linear') {
      const factor = unitOf(category.id, unit)?.factor ?? 0;
      if (factor >= previousFactor) return fail('unit-order');
      previousFactor = factor;
    }
    const magnitude = index === 0 || !negative ? number : { num: -number.num, den: number.den };
    const into = fieldUnit ?? units[0]!;
    const converted = exactIn(category.id, unit, into, magnitude);
    if (converted === undefined) return fail('out-of-range');
    total = add(total, converted);
  }
  return finish(total, fieldUnit ?? compoundOf(category.units as readonly Unit[], units) ?? units[0]);
}

/** Without a field unit, "5 ft 3 in" is in feet and inches: the compound whose parts were typed. */
function compoundOf(units: readonly Unit[], typed: readonly (string | undefined)[]): string | undefined {
  if (typed.length !== 2) return undefined;
  return units.find((unit) => unit.compound?.major === typed[0] && unit.compound?.minor === typed[1])?.id;
}
