import type { Locale } from '@/i18n/locales';
import { CONTENT_DECIMALS, formatContentNumber, MINUS_SIGN } from '@/lib/format/number';
import { presentResult } from '@/lib/format/answer';
import { convert, getCategory, isUnitOf, type CategoryId } from '@/lib/units';

/**
 * A number that appears in written content (a worked example, an FAQ answer, a pair description).
 * Content never types a computed number by hand: a text names a placeholder, and the number is
 * worked out here by the unit engine, then written in the reader's locale. So an answer can never
 * disagree with the converter on the same page.
 *
 * - `given`: a value the text starts from (the 25 in "25 °C is …"), or digits in some base.
 * - `converted`: the engine's conversion of a value between two units of a category.
 * - `slope`: how much the `to` reading changes per unit of `from` (1.8 for °C → °F), for affine
 *   scales whose formula needs the factor apart from the offset.
 * - `part`: one part of a conversion into a compound unit, as the converter splits it: the 5 or
 *   the 6.93 of "170 cm = 5 ft 6.93 in" (`part` 0 is the larger one).
 *
 * `decimals` is how many decimals a person writing the text would keep (trailing zeros dropped);
 * `category` defaults to the category the content belongs to, so FAQ answers can borrow a number
 * from a neighbouring one (a kilogram-force in newtons on the weight page).
 */
export type ContentNumber =
  | { readonly kind: 'given'; readonly value: number | string; readonly decimals: number }
  | {
      readonly kind: 'converted' | 'slope';
      readonly from: string;
      readonly to: string;
      readonly value: number | string;
      readonly decimals: number;
      readonly category?: CategoryId;
    }
  | {
      readonly kind: 'part';
      readonly from: string;
      readonly to: string;
      readonly value: number;
      readonly decimals: number;
      /** 0: the larger part (feet), 1: the smaller (inches). */
      readonly part: 0 | 1;
      readonly category?: CategoryId;
    };

/** Placeholder name → number, for one message. */
export type ContentValues = Readonly<Record<string, ContentNumber>>;

export function given(value: number | string, decimals: number = CONTENT_DECIMALS): ContentNumber {
  return { kind: 'given', value, decimals };
}

export function converted(
  from: string,
  to: string,
  value: number | string,
  decimals: number = CONTENT_DECIMALS,
  category?: CategoryId,
): ContentNumber {
  return { kind: 'converted', from, to, value, decimals, category };
}

export function slope(from: string, to: string, decimals: number = CONTENT_DECIMALS): ContentNumber {
  return { kind: 'slope', from, to, value: 1, decimals };
}

/** One part of `value` `from` converted to the compound unit `to`, unrounded (see ContentNumber). */
export function part(from: string, to: string, value: number, which: 0 | 1, decimals: number = CONTENT_DECIMALS): ContentNumber {
  return { kind: 'part', from, to, value, decimals, part: which };
}

/** Thrown when a content table names a unit its category does not have: a bug in the table, caught by tests. */
export class ContentNumberError extends Error {
  readonly code = 'CONTENT_UNIT_NOT_FOUND';
  override readonly name = 'ContentNumberError';
  constructor(category: string, from: string, to: string, validUnits: readonly string[]) {
    super(`Content names ${from} → ${to}, not units of ${category}; valid units: ${validUnits.join(', ')}`);
  }
}

/** The exact value of a content number (digits for number bases), as the engine computes it. */
export function resolveNumber(spec: ContentNumber, category: CategoryId): number | string {
  if (spec.kind === 'given') return spec.value;
  const id = spec.category ?? category;
  // Plain strings: the ids are checked here, at run time, not narrowed to one category's literals.
  const from: string = spec.from;
  const to: string = spec.to;
  if (!isUnitOf(id, spec.from) || !isUnitOf(id, spec.to)) {
    throw new ContentNumberError(
      id,
      from,
      to,
      getCategory(id).units.map((unit) => unit.id),
    );
  }
  if (id === 'numeric') return convert('numeric', from, to, String(spec.value));
  if (spec.kind === 'part') {
    const parts = presentResult({ value: convert(id, from, to, spec.value), exact: null, category: id, unit: to }).parts;
    if (parts === undefined) throw new Error(`Content asks for a part of ${to}, which is not a compound unit of ${id}`);
    return parts[spec.part]!.value;
  }
  const run = (value: number) => convert(id, from, to, value);
  const value = Number(spec.value);
  return spec.kind === 'slope' ? run(value) - run(0) : run(value);
}

/** Significant digits a figure keeps in prose when it is not exact as written ("about 2.205 lb"). */
const PROSE_DIGITS = 4;

/**
 * The decimals a number is written with: the text's own where they write it exactly (0.45359237 kg
 * to the pound), else no more than four significant digits need (2.2046… lb is "about 2.205 lb"):
 * prose says what a person would, and the converter and tables show every digit.
 */
export function proseDecimals(value: number, decimals: number): number {
  if (value === 0 || Number(value.toFixed(Math.min(Math.max(decimals, 0), 100))) === value) return decimals;
  const magnitude = Math.floor(Math.log10(Math.abs(value)));
  return Math.max(0, Math.min(decimals, PROSE_DIGITS - 1 - magnitude));
}

/** A content number written for the locale with the given decimals: digit strings (number bases) as they are, but for prose's minus sign. */
export function formatResolved(value: number | string, spec: ContentNumber, locale: Locale, decimals = spec.decimals): string {
  return typeof value === 'string' ? value.replace(/^-/u, MINUS_SIGN) : formatContentNumber(value, locale, decimals);
}

/**
 * Suffix of the value a message chooses its plural forms by. A placeholder holds the number as
 * written ("1,5"), which ICU cannot read; `<name>Plural` holds the same rounded number in plain
 * digits ("1.5"), so a message writes "{hours} {hoursPlural, plural, one {heure} other {heures}}"
 * and gets the form the language uses after exactly what is shown (French: "1,5 heure", "2,5 heures").
 */
export const PLURAL_SUFFIX = 'Plural';

/** The number as shown, in plain digits: rounded to the decimals the text keeps, never "-0". */
function pluralSelector(value: number, decimals: number): string {
  const rounded = Number(value.toFixed(Math.min(Math.max(decimals, 0), 100)));
  return String(rounded === 0 ? 0 : rounded);
}

/**
 * Every placeholder of a message, resolved and written in the locale, with its plural selector.
 * Prose keeps four significant digits of a figure it cannot write exactly (proseDecimals); a formula
 * that states a factor (`every: true`) keeps every decimal the text asks.
 */
export function resolveValues(values: ContentValues, category: CategoryId, locale: Locale, { every = false } = {}): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, spec] of Object.entries(values)) {
    const value = resolveNumber(spec, category);
    const decimals = typeof value === 'number' && !every ? proseDecimals(value, spec.decimals) : spec.decimals;
    out[name] = formatResolved(value, spec, locale, decimals);
    if (typeof value === 'number') out[`${name}${PLURAL_SUFFIX}`] = pluralSelector(value, decimals);
  }
  return out;
}
