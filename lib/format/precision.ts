import type { Locale } from '@/i18n/locales';
import { numberFormat, type FormatLocale } from './intl';
import { formatPlain, formatResult } from './result';
import { noNegativeZero } from './round';

/**
 * Results at a chosen precision: `precision` decimals (trailing zeros dropped) or `sig`
 * significant figures, which win when both are given. Without either, the converter's result rule
 * (./result: six decimals, exponential beyond a million and below a thousandth).
 */
export interface DecimalPrecision {
  readonly precision?: number;
  readonly sig?: number;
}

export const MAX_PRECISION = 15;
export const MAX_SIG = 17;
/** From here on a chosen precision is written in exponential form (Intl's own limit for plain digits). */
const EXPONENTIAL_FROM = 1e21;

const optionsCache = new Map<string, Intl.NumberFormatOptions>();

/** One options object per choice, so ./intl finds its formatter by identity. */
function optionsOf({ precision, sig }: DecimalPrecision, grouped: boolean, scientific: boolean): Intl.NumberFormatOptions {
  const key = `${precision}/${sig}/${grouped}/${scientific}`;
  let options = optionsCache.get(key);
  if (options === undefined) {
    options = {
      useGrouping: grouped ? 'auto' : false,
      ...(scientific ? { notation: 'scientific' as const } : {}),
      ...(sig !== undefined ? { maximumSignificantDigits: sig } : { maximumFractionDigits: precision ?? 6 }),
    };
    optionsCache.set(key, options);
  }
  return options;
}

function chosen(value: number, locale: FormatLocale, options: DecimalPrecision): string {
  const scientific = Math.abs(value) >= EXPONENTIAL_FROM;
  const text = numberFormat(locale, optionsOf(options, locale !== 'plain', scientific)).format(noNegativeZero(value));
  // Intl writes the exponent separator as "E"; a lower-case "e" reads as part of the number.
  return (scientific ? text.replace('E', 'e') : text).replace(/^-0$/, '0');
}

const hasChoice = ({ precision, sig }: DecimalPrecision) => precision !== undefined || sig !== undefined;

/** A result as the UI shows it in the locale, at the chosen precision. */
export function formatDecimal(value: number, locale: Locale, options: DecimalPrecision = {}): string {
  return hasChoice(options) ? chosen(value, locale, options) : formatResult(value, locale);
}

/** The same without locale (dot decimal, no grouping, ASCII minus): for the API and files. */
export function formatDecimalPlain(value: number, options: DecimalPrecision = {}): string {
  return hasChoice(options) ? chosen(value, 'plain', options).replace('\u2212', '-') : formatPlain(value);
}
