import type { Locale } from '@/i18n/locales';
import { getUnit } from '@/lib/units/catalogue';
import { compoundPartsOf } from '@/lib/units/compound';
import {
  add,
  divide,
  equals,
  fromNumber,
  multiply,
  negate,
  parseDecimal,
  rational,
  toNumber,
  truncate,
  type Rational,
} from '@/lib/units/rational';
import { notationOf, sizeText } from '@/lib/units/size-notation';
import type { CompoundParts } from '@/lib/units/types';
import { formatDecimal, formatDecimalPlain, type DecimalPrecision } from './precision';
import { DEFAULT_DENOMINATOR, fractionText, nearestFraction, type Denominator } from './ruler-fraction';

/** How a result is written: decimals at a precision, or the nearest fraction of a denominator. */
export type ResultFormat =
  ({ readonly kind: 'decimal' } & DecimalPrecision) | { readonly kind: 'fraction'; readonly denominator?: Denominator };

const DEFAULT_FORMAT: ResultFormat = { kind: 'decimal' };
/** Decimals of the smaller part of a compound result unless chosen (170 cm is 5 ft 6.93 in). */
export const COMPOUND_PRECISION = 2;

export interface ResultPart {
  readonly unit: string;
  /** Unrounded: the parts add up to the result. */
  readonly value: number;
}

export interface PresentedResult {
  /** As the UI shows it in the locale: "2.54", "11 13/16", "5 ft 6.93 in". */
  readonly text: string;
  /** The same without locale, for the API and files: dot decimal, no grouping. */
  readonly plain: string;
  /** The shown value is the true value: no digits were dropped (known from exact ratios). */
  readonly exact: boolean;
  /** Digits were dropped: show "≈". */
  readonly approximate: boolean;
  /** The parts of a compound result ("5 ft" and "6.929… in"), else undefined. */
  readonly parts?: readonly ResultPart[];
}

export interface PresentRequest {
  readonly value: number;
  /** The true result as a rational, or null when it is not known exactly (currency, π). */
  readonly exact: Rational | null;
  readonly category: string;
  /** The unit the result is in; a compound unit answers in its parts. */
  readonly unit: string;
  readonly format?: ResultFormat;
  readonly locale?: Locale;
}

interface Shown {
  readonly text: string;
  readonly plain: string;
  /** The shown value exactly. */
  readonly shown: Rational;
}

function showNumber(value: number, format: ResultFormat, locale: Locale, decimalDefault?: number): Shown {
  if (format.kind === 'fraction') {
    const denominator = format.denominator ?? DEFAULT_DENOMINATOR;
    const fraction = nearestFraction(value, denominator);
    if (fraction !== undefined) {
      const text = fractionText(fraction);
      return { text, plain: text, shown: rational(BigInt(fraction.steps), BigInt(denominator)) };
    }
    return showNumber(value, { kind: 'decimal' }, locale, decimalDefault);
  }
  const options: DecimalPrecision =
    format.sig === undefined && format.precision === undefined && decimalDefault !== undefined
      ? { precision: decimalDefault }
      : { precision: format.precision, sig: format.sig };
  const plain = formatDecimalPlain(value, options);
  return { text: formatDecimal(value, locale, options), plain, shown: parseDecimal(plain) ?? fromNumber(value) };
}

function symbolOf(category: string, unit: string): string {
  return (getUnit(category as never, unit) as { readonly symbol: string } | undefined)?.symbol ?? unit;
}

function judge(shown: Rational, exact: Rational | null, value: number): { exact: boolean; approximate: boolean } {
  if (exact !== null) {
    const same = equals(shown, exact);
    return { exact: same, approximate: !same };
  }
  return { exact: false, approximate: !equals(shown, fromNumber(value)) };
}

function presentCompound(request: PresentRequest, compound: CompoundParts, locale: Locale): PresentedResult {
  const { value, exact, category, format = { kind: 'decimal' } } = request;
  const per = rational(BigInt(compound.per));
  const magnitude = exact === null ? fromNumber(Math.abs(value)) : exact.num < 0n ? negate(exact) : exact;
  const negative = exact === null ? value < 0 : exact.num < 0n;
  const { whole, rest } = truncate(magnitude);
  let major = whole;
  let minor = showNumber(toNumber(multiply(rest, per)), format, locale, COMPOUND_PRECISION);
  if (minor.shown.num >= BigInt(compound.per) * minor.shown.den) {
    // 5 ft 11.999 in at two decimals is 6 ft 0 in, never 5 ft 12 in.
    major += 1n;
    minor = showNumber(0, format, locale, COMPOUND_PRECISION);
  }
  const majorSymbol = symbolOf(category, compound.major);
  const minorSymbol = symbolOf(category, compound.minor);
  const majorNumber = Number(major);
  const majorText = formatDecimal(majorNumber, locale, { precision: 0 });
  const sign = negative && (major !== 0n || minor.shown.num !== 0n) ? '-' : '';
  const text = `${sign}${majorText} ${majorSymbol} ${minor.text} ${minorSymbol}`;
  const plain = `${sign}${major} ${majorSymbol} ${minor.plain} ${minorSymbol}`;
  const shownMagnitude = add(rational(major), divide(minor.shown, per));
  const shown = negative ? negate(shownMagnitude) : shownMagnitude;
  const truth = exact ?? fromNumber(value);
  const same = equals(shown, truth);
  const minorValue = toNumber(multiply(rest, per));
  const partSign = negative ? -1 : 1;
  return {
    text,
    plain,
    exact: exact !== null && same,
    approximate: !same,
    parts: [
      { unit: compound.major, value: partSign * Number(whole) || 0 },
      { unit: compound.minor, value: partSign * minorValue || 0 },
    ],
  };
}

/** A result written in the chosen format, with whether it is exact (see PresentedResult). */
export function presentResult(request: PresentRequest): PresentedResult {
  const { value, exact, category, unit, format = DEFAULT_FORMAT, locale = 'en' } = request;
  const compound = compoundPartsOf(category, unit);
  if (compound !== undefined && Number.isFinite(value) && Math.abs(value) < 1e15) {
    return presentCompound(request, compound, locale);
  }
  const notation = notationOf(category, unit);
  if (notation !== undefined && Number.isFinite(value)) {
    // A size is a row of its chart, written as the chart writes it: nothing to round.
    return { ...sizeText(value, notation, locale), exact: true, approximate: false };
  }
  const shown = showNumber(value, format, locale);
  return { text: shown.text, plain: shown.plain, ...judge(shown.shown, exact, value) };
}
