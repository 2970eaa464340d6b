import type { Locale } from '@/i18n/locales';
import { numberFormat } from '@/lib/format/intl';
import { formatContentNumber } from '@/lib/format/number';
import { scientificProse } from '@/lib/format/scientific';
import { getCategory, type NumberCategoryId } from '@/lib/units/catalogue';
import { compoundPartsOf } from '@/lib/units/compound';
import { convert } from '@/lib/units/convert';
import { exactResult } from '@/lib/units/exactness';
import type { Pair } from '@/lib/units/pairs';
import { rational } from '@/lib/units/rational';
import { decimalText, isShortExact, renderToken } from './facts/render';

/**
 * What a linear pair says about going its own way (PairGuide.direction.<id>), so a page and its
 * reverse never say the same: how to convert (multiply or divide, by what) with a shortcut for the
 * head in this direction, and how big one unit is in the other in words a person would say.
 */
export interface DirectionSpec {
  readonly id: 'method' | 'size' | 'decimals' | 'peg' | 'signs';
  readonly values: Readonly<Record<string, string>>;
}

/** Counts the messages write as words; nearer one of them than this share, a size is "about" it. */
export const COUNT_WORDS = [2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 15, 20, 25, 30, 40, 50, 60, 100, 1000] as const;
const ABOUT = 0.02;
/** "A little over" a count reaches this far above it, "just under" this far below; further, digits. */
const OVER = 0.12;
const UNDER = 0.06;
/** Below this factor the two units are "close in size" and the size is a percentage. */
const CLOSE = 1.5;
/** The shortcut rounds the factor to one significant digit when that is off by at most this much. */
const ONE_DIGIT = 0.05;

/** From here on a factor is written with an exponent: thirteen digits and more do not read as a size. */
const LONGEST = 1e12;

const convertNumber = convert as (category: NumberCategoryId, from: string, to: string, value: number) => number;

/** Significant digits of a factor that is not exact, and of a size said roughly. */
const FACTOR_DIGITS = 4;
const ROUNDED_DIGITS = 2;
/** Decimals of an exact factor: every one (isExact allows twelve significant digits). */
const EXACT_DECIMALS = 12;
const PERCENT = { style: 'percent', maximumSignificantDigits: 1 } as const;

/** Whether `from` to `to` multiplies by a factor the page can write in full (28.4130625, not 1/3). */
function isExact(category: NumberCategoryId, from: string, to: string): boolean {
  const exact = exactResult(category, from, to, rational(1n));
  return isShortExact(exact === null ? undefined : decimalText(exact));
}

/** A factor of 1 or more as prose writes it: every digit if exact, else four significant digits. */
function factorText(factor: number, exact: boolean, locale: Locale): string {
  if (factor >= LONGEST) return scientificProse(factor, locale, 4);
  return formatContentNumber(factor, locale, EXACT_DECIMALS, exact ? undefined : FACTOR_DIGITS);
}

/** How many of the smaller unit make one of the larger, as a count the message writes in words or digits. */
function sizeValues(factor: number, exact: boolean, locale: Locale): Record<string, string> {
  const nearest = COUNT_WORDS.reduce((best, count) =>
    Math.abs(Math.log(factor / count)) < Math.abs(Math.log(factor / best)) ? count : best,
  );
  const off = factor / nearest - 1;
  // A whole exact factor is said as it is: exactly twelve inches, exactly 1,760 yards.
  if (exact && off !== 0 && Number.isInteger(factor) && factor < LONGEST) {
    return { qualifier: 'exactly', count: formatContentNumber(factor, locale, EXACT_DECIMALS), countPlural: String(factor) };
  }
  if (off <= OVER && off >= -UNDER) {
    const qualifier = exact && off === 0 ? 'exactly' : Math.abs(off) <= ABOUT ? 'about' : off > 0 ? 'over' : 'under';
    return { qualifier, count: String(nearest), countPlural: String(nearest) };
  }
  const rounded = Number(factor.toPrecision(2));
  // A size past a trillion is said with its two digits and a power of ten, "1.7 × 10¹³": always a
  // plural, and past Intl's plural rules' reach (French reads 1.5e20 as "one").
  if (factor >= LONGEST) return { qualifier: 'roughly', count: scientificProse(rounded, locale), countPlural: '1000' };
  // countPlural is the count in plain digits, for ICU to pick the name's form: French "1,9 torr".
  const qualifier = exact && rounded === factor ? 'exactly' : 'roughly';
  return { qualifier, count: formatContentNumber(rounded, locale, EXACT_DECIMALS, ROUNDED_DIGITS), countPlural: String(rounded) };
}

/** The shortcut of a factor: move the decimal point, or round the factor and say how far off that is. */
function shortcutValues(factor: number, multiply: boolean, locale: Locale): Record<string, string> {
  const places = Math.log10(factor);
  if (Math.abs(places - Math.round(places)) < 1e-9) return { kind: 'decimal', places: String(Math.round(places)) };
  // Nobody multiplies by 1.7e13 in their head: past a trillion there is no shortcut to give.
  if (factor >= LONGEST) return { kind: 'none' };
  const one = Number(factor.toPrecision(1));
  const nice = Math.abs(one / factor - 1) <= ONE_DIGIT ? one : Number(factor.toPrecision(2));
  const off = nice / factor - 1;
  // A whole factor (12 inches, 16 ounces) is its own shortcut; one already round needs none.
  if (Math.abs(off) < 1e-12) return { kind: 'none' };
  return {
    kind: 'round',
    nice: factorText(nice, true, locale),
    off: numberFormat(locale, PERCENT).format(Math.abs(off)),
    // Multiplying by more than the factor, or dividing by less, gives too much.
    high: off > 0 === multiply ? 'yes' : 'no',
  };
}

/** The direction sentences of a linear pair; none for other kinds, or a compound unit ("5 ft 3 in"). */
export function directionOf(pair: Pair, locale: Locale): DirectionSpec[] {
  if (getCategory(pair.category).kind !== 'linear') return [];
  if (compoundPartsOf(pair.category, pair.from) !== undefined || compoundPartsOf(pair.category, pair.to) !== undefined) return [];
  const category = pair.category as NumberCategoryId;
  const ratio = convertNumber(category, pair.from, pair.to, 1);
  const multiply = ratio >= 1;
  const factor = multiply ? ratio : 1 / ratio;
  const exact = multiply ? isExact(category, pair.from, pair.to) : isExact(category, pair.to, pair.from);
  const one = renderToken(category, { kind: 'q', amount: '1', from: pair.from, to: pair.from }, locale);
  const oneTo = renderToken(category, { kind: 'q', amount: '1', from: pair.to, to: pair.to }, locale);
  const op = factor === 1 ? 'same' : multiply ? 'multiply' : 'divide';
  const written = factorText(factor, exact, locale);
  const shortcut = shortcutValues(factor, multiply, locale);
  // "Divide by about 760; in your head, dividing by 760 gives an answer 0.00001% too low" says nothing.
  const kept = shortcut.kind === 'round' && shortcut.nice === written ? { kind: 'none' } : shortcut;
  const method: DirectionSpec = { id: 'method', values: { op, factor: written, exact: exact ? 'yes' : 'no', ...kept } };
  if (factor === 1) return [method];
  if (factor < CLOSE) {
    const percent = numberFormat(locale, PERCENT).format(factor - 1);
    return [method, { id: 'size', values: { form: multiply ? 'larger' : 'smaller', one, oneTo, percent } }];
  }
  const size = sizeValues(factor, exact, locale);
  // "It takes exactly 1,000,000 mL to make 1 m³" after "divide by exactly 1,000,000" says its number
  // twice; the size is said only in words ("twelve inches") or where the method gave another number.
  const inWords = (COUNT_WORDS as readonly number[]).includes(Number(size.count));
  const said =
    method.values.kind === 'decimal' ||
    size.qualifier === 'exactly' ||
    size.count === method.values.nice ||
    size.count === method.values.factor;
  if (!inWords && said) return [method];
  return [method, { id: 'size', values: { form: multiply ? 'holds' : 'takes', one, oneTo, ...size } }];
}
