/**
 * The converter's result as the site shows it: the card, the API's `formatted`, worked examples.
 */
import type { Locale } from '@/i18n/locales';
import { InvalidNumberError } from '@/lib/units/errors';
import { numberFormat, type FormatLocale } from './intl';
import { withMinus, type Minus } from './minus';

/** Decimals a result is rounded to (the API reports it as `precision`). */
export const DISPLAY_DECIMALS = 6;
/** Decimals of the mantissa in exponential form. */
export const EXPONENT_DECIMALS = 3;
/** From this magnitude on, results are shown in exponential form. */
const EXPONENTIAL_FROM = 1_000_000;
/** Below this magnitude (and above 0), results are shown in exponential form. */
const EXPONENTIAL_BELOW = 0.001;

/*
 * Display rules:
 * - Magnitude ≥ 1,000,000 or below 0.001 (but not 0): mantissa with exactly 3 decimals, "e",
 *   exponent — 1.235e6, 1,235e6 in de/es/fr/no, 5.000e-4. The small-number rule applies to the
 *   magnitude, not only to positive values, so −0.0000001 shows −1.000e-7 just as
 *   0.0000001 shows 1.000e-7, instead of rounding to "0" and losing the value.
 * - A value that rounds to 1,000,000 at 6 decimals (999999.9999996) counts as 1,000,000.
 * - Otherwise rounded to 6 decimals, trailing zeros dropped, in the locale's format (grouping and
 *   decimal comma). Rounding hides binary noise: 0.1 + 0.2 shows 0.3; −0 shows 0.
 * Intl rounds the shortest decimal of the double half away from zero, so 1.0000005 → 1.000001
 * even though the double is a hair below the tie.
 */
const ROUNDS_TO_EXPONENTIAL_FROM = EXPONENTIAL_FROM - 0.5 * 10 ** -DISPLAY_DECIMALS;

export function isExponential(value: number): boolean {
  const magnitude = Math.abs(value);
  return magnitude !== 0 && (magnitude < EXPONENTIAL_BELOW || magnitude >= ROUNDS_TO_EXPONENTIAL_FROM);
}

// Options objects are constants so the cache in ./intl finds them without building new ones.
const FIXED_GROUPED = { maximumFractionDigits: DISPLAY_DECIMALS, useGrouping: 'auto' } as const;
const FIXED_PLAIN = { maximumFractionDigits: DISPLAY_DECIMALS, useGrouping: false } as const;
const EXPONENTIAL = {
  notation: 'scientific',
  minimumFractionDigits: EXPONENT_DECIMALS,
  maximumFractionDigits: EXPONENT_DECIMALS,
  useGrouping: false,
} as const;

function format(value: number, locale: FormatLocale, fixedOptions: Intl.NumberFormatOptions): string {
  if (value - value !== 0) throw new InvalidNumberError();
  const fixed = numberFormat(locale, fixedOptions);
  if (value === 0) return fixed.format(0);
  // Intl writes the exponent separator as "E"; a lower-case "e" reads as part of the number.
  return isExponential(value) ? numberFormat(locale, EXPONENTIAL).format(value).replace('E', 'e') : fixed.format(value);
}

/**
 * A result as the UI shows it in the locale (rules above). NaN and ±Infinity are not numbers.
 * `minus` 'sign' writes prose's minus sign, for a result quoted in running text (a worked example).
 */
export function formatResult(value: number, locale: Locale, minus: Minus = 'locale'): string {
  return withMinus(format(value, locale, FIXED_GROUPED), minus);
}

/**
 * The same rounding without locale: dot decimal, no grouping, ASCII minus ("-1234.5", "1.235e6",
 * "5.000e-4"). For the API and CSV files, where the text is read back by programs.
 */
export function formatPlain(value: number): string {
  // Whole numbers need no rounding; String() is much cheaper than Intl for the bulk tool.
  if (Number.isInteger(value) && Math.abs(value) < EXPONENTIAL_FROM) return String(value);
  return format(value, 'plain', FIXED_PLAIN);
}
