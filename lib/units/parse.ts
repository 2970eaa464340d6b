import type { Locale } from '@/i18n/locales';
import { InvalidNumberError } from './errors';

/*
 * How typed numbers are read, in every locale:
 *
 *   [sign] mantissa [exponent]      sign: + - or −;  exponent: e or E, optional sign, digits
 *
 * Spaces around the number are ignored. Inside the mantissa, digits may be split by one decimal
 * separator and by one kind of group separator (thousands), chosen like this:
 *   1. Spaces (normal, no-break, narrow no-break, thin) only ever group: "1 500" is 1500.
 *   2. If both "." and "," occur, the one that occurs last is the decimal separator and must occur
 *      once: "1,234.5" and "1.234,5" are both 1234.5 in every locale.
 *   3. A "." or "," that occurs more than once groups: "1.234.567" is 1234567.
 *   4. A single "." or "," groups only when it could (1–3 digits not starting with 0 before it,
 *      exactly 3 digits after it, no other separator, no exponent) and the locale groups with it:
 *      "," in en, "." in es, de, fr and no. Otherwise it is the decimal separator. So "1,500" is
 *      1500 in en and 1.5 in de; "1.500" is 1.5 in en and 1500 in de; "1,5", "1.5", "0,500" and
 *      "1234,567" read the same everywhere.
 *   Groups must be well formed: 1–3 digits (not starting with 0), then groups of exactly 3, all
 *   before the decimal separator. Either side of the decimal separator may be empty (".5", "5.")
 *   but not both. Everything else is rejected: letters, "NaN", "Infinity", "0x1F", "1.2.3",
 *   "1,2,3", "--1", mixed group separators, and numbers beyond ±1.8e308.
 */

const SHAPE = /^([+\-\u2212]?)([0-9., \u00a0\u202f\u2009]+)(?:[eE]([+\-\u2212]?[0-9]+))?$/;
const SPACES = /[ \u00a0\u202f\u2009]/;
const SIMPLE = /^-?[0-9]+$/;
const DIGITS = /^[0-9]*$/;
const GROUPED: Readonly<Record<string, RegExp>> = {
  ',': /^[1-9][0-9]{0,2}(?:,[0-9]{3})+$/,
  '.': /^[1-9][0-9]{0,2}(?:\.[0-9]{3})+$/,
  ' ': /^[1-9][0-9]{0,2}(?:[ \u00a0\u202f\u2009][0-9]{3})+$/,
};

/** The separator a locale groups thousands with when one "." or "," could be either. */
function ambiguousGroupSeparator(locale: Locale): ',' | '.' {
  return locale === 'es' || locale === 'de' || locale === 'fr' || locale === 'no' ? '.' : ',';
}

function count(text: string, char: string): number {
  let n = 0;
  for (const c of text) if (c === char) n++;
  return n;
}

/** Which character groups and which separates decimals, or null when the mix is not allowed. */
function separators(
  mantissa: string,
  hasExponent: boolean,
  locale: Locale,
): { group: ',' | '.' | ' ' | null; decimal: ',' | '.' | null } | null {
  const spaced = SPACES.test(mantissa);
  const dots = count(mantissa, '.');
  const commas = count(mantissa, ',');
  if (dots > 0 && commas > 0) {
    if (spaced) return null;
    const decimal = mantissa.lastIndexOf('.') > mantissa.lastIndexOf(',') ? '.' : ',';
    if ((decimal === '.' ? dots : commas) !== 1) return null;
    return { group: decimal === '.' ? ',' : '.', decimal };
  }
  const char = dots > 0 ? '.' : commas > 0 ? ',' : null;
  const occurrences = Math.max(dots, commas);
  if (char === null) return { group: spaced ? ' ' : null, decimal: null };
  if (occurrences > 1) return spaced ? null : { group: char, decimal: null };
  if (spaced) return { group: ' ', decimal: char };
  const couldGroup = !hasExponent && GROUPED[char]!.test(mantissa);
  return couldGroup && ambiguousGroupSeparator(locale) === char ? { group: char, decimal: null } : { group: null, decimal: char };
}

/** The number the text stands for in the locale, or undefined when it is not one (rules above). */
export function tryParseNumber(text: string, locale: Locale): number | undefined {
  const trimmed = text.trim();
  if (SIMPLE.test(trimmed)) return Number(trimmed);
  const decimal = normalisedDecimal(trimmed, locale);
  if (decimal === undefined) return undefined;
  const value = Number(decimal);
  return value - value === 0 ? value : undefined;
}

/**
 * The text as a plain decimal ("-1234.5e0"), separators resolved by the rules above, or undefined
 * when it is not a number. Exact where a double is not: "0.1" stays one tenth.
 */
export function normalisedDecimal(text: string, locale: Locale): string | undefined {
  const trimmed = text.trim();
  if (SIMPLE.test(trimmed)) return trimmed;
  const match = SHAPE.exec(trimmed);
  if (match === null) return undefined;
  const [, sign = '', mantissa = '', exponent] = match;
  const roles = separators(mantissa, exponent !== undefined, locale);
  if (roles === null) return undefined;
  const point = roles.decimal === null ? -1 : mantissa.indexOf(roles.decimal);
  const whole = point === -1 ? mantissa : mantissa.slice(0, point);
  const fraction = point === -1 ? '' : mantissa.slice(point + 1);
  if (!DIGITS.test(fraction)) return undefined;
  if (roles.group === null ? !DIGITS.test(whole) : !GROUPED[roles.group]!.test(whole)) return undefined;
  const digits = roles.group === null ? whole : whole.replace(/[^0-9]/g, '');
  if (digits === '' && fraction === '') return undefined;
  const minus = (value: string) => value.replace('\u2212', '-');
  return `${minus(sign)}${digits || '0'}.${fraction || '0'}e${minus(exponent ?? '0')}`;
}

/** Like tryParseNumber, but text that is not a number raises InvalidNumberError. */
export function parseNumber(text: string, locale: Locale): number {
  const value = tryParseNumber(text, locale);
  if (value === undefined) throw new InvalidNumberError();
  return value;
}
