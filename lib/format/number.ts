/**
 * Numbers as the site writes them, in the reader's locale. One core, `formatNumber(value, locale,
 * style)`, and a named style for each use, so every part of the site rounds the same way, caches
 * its Intl formatters and never prints "-0". The converter's result (exponential form for huge and
 * tiny magnitudes) is in ./result; recipe amounts with kitchen fractions in ./recipe.
 */
import type { Locale } from '@/i18n/locales';
import { numberFormat, type FormatLocale } from './intl';
import { withMinus, type Minus } from './minus';
import { noNegativeZero, roundTo } from './round';
import { formatResult, isExponential } from './result';

/** How a number is written. */
export interface NumberStyle {
  /** Decimals kept at most; the value is rounded to them first (half away from zero). */
  readonly decimals: number;
  /** Decimals always written, so a column lines up ("176.370"); by default trailing zeros go. */
  readonly minimumDecimals?: number;
  /**
   * 'auto': the locale's own grouping; 'min2': only from five digits on, so "1024" stays whole as
   * style guides write it and "10,240" is grouped; false: never (a grouped "1.234,5" is hard to edit).
   */
  readonly grouping?: 'auto' | 'min2' | false;
  /** At most this many significant digits, rounded by Intl ("about 4.448"), in place of `decimals`. */
  readonly significantDigits?: number;
  /** How the minus is written (./minus): the locale's, the ASCII one people type, or prose's sign. */
  readonly minus?: Minus;
}

export { MINUS_SIGN } from './minus';

const intlOptions = new Map<string, Intl.NumberFormatOptions>();

/** One options object per distinct style, so the formatter cache finds it by identity. */
function intlOptionsOf({ decimals, minimumDecimals = 0, grouping = 'auto', significantDigits }: NumberStyle): Intl.NumberFormatOptions {
  const key = `${decimals}/${minimumDecimals}/${grouping}/${significantDigits}`;
  let options = intlOptions.get(key);
  if (options === undefined) {
    options =
      significantDigits === undefined
        ? { minimumFractionDigits: minimumDecimals, maximumFractionDigits: decimals, useGrouping: grouping }
        : { maximumSignificantDigits: significantDigits, useGrouping: grouping };
    intlOptions.set(key, options);
  }
  return options;
}

/**
 * `value` written in `locale` with `style`: rounded, the locale's decimal sign and grouping, never "-0".
 * A decimal text ("0.00706155181422604375") is written to every digit it keeps, which a number may not hold.
 */
export function formatNumber(value: number | `${number}`, locale: FormatLocale, style: NumberStyle): string {
  const { decimals, minus = 'locale', significantDigits } = style;
  const rounded = typeof value === 'string' ? value : significantDigits === undefined ? roundTo(value, decimals) : noNegativeZero(value);
  const text = numberFormat(locale, intlOptionsOf(style)).format(rounded);
  return withMinus(text, minus);
}

/** Decimals of a conversion table's values. */
const CONVERSION_TABLE_DECIMALS = 4;
/** Significant digits of a formula's constants: enough to show 0.45359237 and 1.609344 exactly. */
export const CONSTANT_DIGITS = 10;
/** Decimals of a number in running text when the text does not say (the converter's precision). */
export const CONTENT_DECIMALS = 6;

const CONSTANT_OPTIONS = { maximumSignificantDigits: CONSTANT_DIGITS } as const;
const PERCENT_OPTIONS = { style: 'percent', maximumFractionDigits: 0 } as const;

/** The fixed styles, by the part of the site that uses them. */
export const NUMBER_STYLES = {
  /** Conversion tables: 4 decimals, trailing zeros dropped. */
  conversionTable: { decimals: CONVERSION_TABLE_DECIMALS },
  /** The kilogram-to-pound table and quick grid: always 3 decimals so the column lines up. */
  poundsColumn: { decimals: 3, minimumDecimals: 3, grouping: 'min2' },
  /** Nutrient amounts of the food tracker: 1 decimal. */
  trackerAmount: { decimals: 1 },
} as const satisfies Record<string, NumberStyle>;

/**
 * A table value in the locale: rounded to 4 decimals, trailing zeros dropped. Values the converter
 * shows in exponential form (below 0.001 or from 1,000,000) keep that form here too, so 1 mm in km
 * reads 1.000e-6 rather than a misleading 0.
 */
export function formatTableValue(value: number, locale: Locale): string {
  if (isExponential(value)) return formatResult(value, locale);
  return formatNumber(value, locale, NUMBER_STYLES.conversionTable);
}

/** A constant in a formula (a factor, an offset, a rate) to 10 significant digits in the locale. */
export function formatConstant(value: number, locale: Locale): string {
  return numberFormat(locale, CONSTANT_OPTIONS).format(noNegativeZero(value));
}

/**
 * A number as an editor writes it in running text: rounded to `decimals` (or to `significantDigits`),
 * trailing zeros dropped, never in exponential form, `-0` written "0", a negative one with the minus
 * sign ("−40", not "-40"). Grouped the locale's way ("1,048,576", "1.048.576", "1 048 576") from five
 * digits on: four-digit numbers stay whole ("1 KB = 1024 bytes"), as the SI style guide and Spanish
 * usage write them.
 */
export function formatContentNumber(
  value: number | `${number}`,
  locale: Locale,
  decimals: number = CONTENT_DECIMALS,
  significantDigits?: number,
): string {
  return formatNumber(value, locale, { decimals, grouping: 'min2', minus: 'sign', significantDigits });
}

/**
 * A number as it is put into an input field: the locale's decimal sign, at most `decimals`
 * decimals, trailing zeros dropped, no grouping, never exponential, the ASCII minus people type,
 * and never "-0".
 */
export function formatField(value: number, locale: Locale, decimals: number): string {
  return formatNumber(value, locale, { decimals, grouping: false, minus: 'ascii' });
}

/** A percentage (0-100) as a whole number with the locale's percent sign: "4%", "4 %". */
export function formatWholePercent(value: number, locale: Locale): string {
  return numberFormat(locale, PERCENT_OPTIONS).format(noNegativeZero(value) / 100);
}
