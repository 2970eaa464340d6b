import type { Locale } from '@/i18n/locales';
import { normalisedDecimal } from './parse';
import { add, fromNumber, negate, parseDecimal, rational, toNumber, type Rational } from './rational';

/** Unicode's vulgar fractions, as typed on phones and pasted from recipes ("1½"). */
const VULGAR: Readonly<Record<string, readonly [number, number]>> = {
  '½': [1, 2],
  '⅓': [1, 3],
  '⅔': [2, 3],
  '¼': [1, 4],
  '¾': [3, 4],
  '⅕': [1, 5],
  '⅖': [2, 5],
  '⅗': [3, 5],
  '⅘': [4, 5],
  '⅙': [1, 6],
  '⅚': [5, 6],
  '⅐': [1, 7],
  '⅛': [1, 8],
  '⅜': [3, 8],
  '⅝': [5, 8],
  '⅞': [7, 8],
  '⅑': [1, 9],
  '⅒': [1, 10],
};
export const VULGAR_CHARS = Object.keys(VULGAR).join('');

const SIGN = /^([+\-\u2212])\s*/;
/** "3/4", "1 3/4" (whole and fraction parted by a space), "3⁄4" with the fraction slash. */
const FRACTION = /^(?:([0-9]+)\s+)?([0-9]+)\s*[/\u2044]\s*([0-9]+)$/;
/** "½", "1½", "1 ½". */
const WITH_VULGAR = new RegExp(`^(?:([0-9]+)\\s*)?([${VULGAR_CHARS}])$`, 'u');

export type NumberReadError = 'malformed' | 'division-by-zero' | 'out-of-range';

/**
 * A typed number as an exact rational: a decimal in the locale's notation (see parse.ts), a
 * fraction ("3/4"), a mixed number ("1 1/2", "1½", "1 ½") or any of them signed ("-3/4"). Whole
 * numbers and numerators are digits only; "1//2" and "1/2/3" are not numbers.
 */
export function readNumber(text: string, locale: Locale): Rational | NumberReadError {
  const trimmed = text.trim();
  const signMatch = SIGN.exec(trimmed);
  const negative = signMatch !== null && signMatch[1] !== '+';
  const body = signMatch === null ? trimmed : trimmed.slice(signMatch[0].length);
  const signed = (value: Rational) => (negative ? negate(value) : value);

  const fraction = FRACTION.exec(body);
  if (fraction !== null) {
    const [, whole = '0', top = '', bottom = ''] = fraction;
    if (BigInt(bottom) === 0n) return 'division-by-zero';
    return signed(add(rational(BigInt(whole)), rational(BigInt(top), BigInt(bottom))));
  }
  const vulgar = WITH_VULGAR.exec(body);
  if (vulgar !== null) {
    const [, whole = '0', char = ''] = vulgar;
    const [top, bottom] = VULGAR[char]!;
    return signed(add(rational(BigInt(whole)), rational(BigInt(top), BigInt(bottom))));
  }
  // A sign before a space ("- 5") is not a number's sign; parse.ts reads the rest.
  if (signMatch !== null && signMatch[0].length > 1) return 'malformed';
  const decimal = normalisedDecimal(trimmed, locale);
  if (decimal === undefined) return 'malformed';
  const value = Number(decimal);
  if (!Number.isFinite(value)) return 'out-of-range';
  // "1e-99999" is 0 as a double; its exact value would be a BigInt of 99999 digits.
  if (value === 0 || Math.abs(value) < 1e-300) return fromNumber(value === 0 ? 0 : value);
  const exact = parseDecimal(decimal);
  return exact === undefined || !Number.isFinite(toNumber(exact)) ? 'malformed' : exact;
}
