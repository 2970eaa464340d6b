import type { Locale } from '@/i18n/locales';
import { formatPlain } from '@/lib/format/result';
import { tryParseNumber } from '@/lib/units';
import type { Delimiter } from './dialect';
import { BULK_DECIMALS } from './limits';

/**
 * How a file writes decimals. Files separated by ";" come from spreadsheets set to a language that
 * writes decimal commas (Excel uses ";" exactly when "," is the decimal mark), so their cells are
 * read and written with a decimal comma; every other file uses a decimal point.
 */
export type DecimalMark = '.' | ',';

export function decimalMarkOf(delimiter: Delimiter): DecimalMark {
  return delimiter === ';' ? ',' : '.';
}

/**
 * The engine's reading rules (lib/units/parse.ts) of a locale with that decimal mark: "1,500" is
 * 1500 with a point and 1.5 with a comma; "1.500" the other way round; "1,5" and "1.5" read as 1.5
 * either way, and grouped forms ("1,234.5", "1.234,5", "1 234,5") are read too.
 */
const READING_LOCALE = { '.': 'en', ',': 'de' } as const satisfies Record<DecimalMark, Locale>;

/** Powers of ten a double holds exactly (10^0 to 10^22). */
const EXACT_POWERS = Array.from({ length: 23 }, (_, i) => 10 ** i);
/** Digits whose value stays below 2^53, so accumulating them is exact. */
const EXACT_DIGITS = 15;

/**
 * The common shape of a number in a data file, optional minus, digits, at most one decimal mark
 * between digits, read without the general parser: same result, a fraction of the time, which
 * matters a million rows at a time (tested to agree with tryParseNumber on every input). NaN
 * when the text has another shape.
 *
 * Up to 15 digits, the digits are summed as an integer and divided by an exact power of ten: both
 * operands are exact, so the one rounding of the division gives the double nearest the decimal,
 * exactly what Number() gives (Clinger's fast path), without its general string conversion.
 */
function simpleNumber(text: string, mark: DecimalMark): number {
  const length = text.length;
  const first = text.charCodeAt(0) === 45 ? 1 : 0;
  if (first === length) return NaN;
  const markCode = mark.charCodeAt(0);
  let point = -1;
  let digits = 0;
  for (let i = first; i < length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 48 && code <= 57) {
      digits = digits * 10 + (code - 48);
      continue;
    }
    if (code === markCode && point === -1 && i > first && i < length - 1) {
      point = i;
      continue;
    }
    return NaN;
  }
  const count = point === -1 ? length - first : length - first - 1;
  if (count > EXACT_DIGITS) {
    return Number(point === -1 || mark === '.' ? text : `${text.slice(0, point)}.${text.slice(point + 1)}`);
  }
  const value = point === -1 ? digits : digits / EXACT_POWERS[length - 1 - point]!;
  return first === 1 ? -value : value;
}

/**
 * The number a cell holds, or undefined when it holds none (also for ±Infinity: "1e999" is no
 * value anyone measured). Spaces around the number are ignored.
 */
export function readCellNumber(text: string, mark: DecimalMark): number | undefined {
  const simple = simpleNumber(text, mark);
  // NaN: not the simple shape; ±Infinity: too many digits, which the general parser rejects too.
  const value = simple === simple ? simple : tryParseNumber(text, READING_LOCALE[mark]);
  return value !== undefined && value - value === 0 ? value : undefined;
}

const SCALE = 10 ** BULK_DECIMALS;
/** Below this, |value| × 10^6 is an integer a double holds exactly, and whole parts are small integers. */
const SCALED_ROUNDING_BELOW = 1e9;
/** Leading zeros of a fraction, by how many its digits fall short of 6. */
const ZEROS = ['', '0', '00', '000', '0000', '00000'] as const;

function trimZeros(fixed: string): string {
  let end = fixed.length;
  while (fixed.charCodeAt(end - 1) === 48) end--;
  if (fixed.charCodeAt(end - 1) === 46) end--;
  return fixed.slice(0, end);
}

/**
 * |value| < 1e9 rounded to 6 decimals, written from two integers: integers print several times
 * faster than fractions do, and a million cells print per file. The scaled value rounds half away
 * from zero, like the site's display.
 */
function smallFixed(value: number, mark: DecimalMark): string {
  const scaled = Math.round(Math.abs(value) * SCALE);
  if (scaled === 0) return '';
  const whole = Math.floor(scaled / SCALE);
  let fraction = scaled - whole * SCALE;
  const sign = value < 0 ? '-' : '';
  if (fraction === 0) return sign + whole;
  let digits = BULK_DECIMALS;
  while (fraction % 10 === 0) {
    fraction /= 10;
    digits--;
  }
  const text = String(fraction);
  return sign + whole + mark + ZEROS[digits - text.length]! + text;
}

/**
 * A converted value as written to the file: rounded to 6 decimals, trailing zeros
 * dropped, no grouping, never "-0", and in plain notation however large, so no digit of a big
 * value is lost the way the site's "1.235e6" display would lose them. A value that 6 decimals
 * would erase (0 < |x| < 0.0000005) keeps the site's exponential form ("3.169e-17") instead of
 * becoming a silent 0. Both forms read back as numbers in spreadsheets.
 */
export function formatCellNumber(value: number, mark: DecimalMark): string {
  if (Number.isInteger(value)) return value === 0 ? '0' : String(value);
  if (Math.abs(value) < SCALED_ROUNDING_BELOW) {
    const text = smallFixed(value, mark);
    if (text !== '') return text;
    const tiny = formatPlain(value);
    return mark === '.' ? tiny : tiny.replace('.', ',');
  }
  const fixed = trimZeros(value.toFixed(BULK_DECIMALS));
  return mark === '.' ? fixed : fixed.replace('.', ',');
}
