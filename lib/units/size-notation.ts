import type { Locale } from '@/i18n/locales';
import { formatDecimal, formatDecimalPlain } from '@/lib/format/precision';
import { getUnit } from './catalogue';
import type { TableUnitDef } from './types';

/** British ring letters: A is 1 and Z 26; past Z come Z+1, Z+2… */
const LETTERS = 26;
const HALF = '½';

function halves(value: number): { whole: number; half: boolean } | undefined {
  const twice = Math.round(value * 2);
  if (Math.abs(twice - value * 2) > 1e-9 || twice < 0) return undefined;
  return { whole: Math.floor(twice / 2), half: twice % 2 === 1 };
}

/** A letter size's text (14.5 is "N½", 27 is "Z+1"); undefined for a value that is none. */
export function letterSize(value: number): string | undefined {
  const split = halves(value);
  if (split === undefined || split.whole < 1) return undefined;
  const head = split.whole <= LETTERS ? String.fromCharCode(64 + split.whole) : `Z+${split.whole - LETTERS}`;
  return split.half ? `${head}${HALF}` : head;
}

const LETTER_TEXT = /^(?:([a-z])|z\s*\+\s*([1-9]\d?))\s*(½|1\/2|[.,]5)?$/iu;

/** Reads "N", "N½", "n 1/2", "Z+1" as their numbers; undefined when the text is not a letter size. */
export function readLetterSize(text: string): number | undefined {
  const match = LETTER_TEXT.exec(text.trim());
  if (match === null) return undefined;
  const [, letter, beyond, half] = match;
  const whole = letter !== undefined ? letter.toUpperCase().charCodeAt(0) - 64 : LETTERS + Number(beyond);
  return whole + (half === undefined ? 0 : 0.5);
}

/**
 * A size as charts write it: halves with ½ (US 7½), measures as decimals in the locale's notation,
 * British ring sizes in letters. `plain` is for the API and files: a dot decimal, or the letters.
 */
export function sizeText(value: number, notation: TableUnitDef['notation'], locale: Locale): { text: string; plain: string } {
  const plain = formatDecimalPlain(value, {});
  if (notation === 'letters') {
    const letters = letterSize(value) ?? plain;
    return { text: letters, plain: letters };
  }
  const split = notation === 'size' ? halves(value) : undefined;
  if (split !== undefined && split.half) return { text: `${split.whole === 0 ? '' : split.whole}${HALF}`, plain };
  return { text: formatDecimal(value, locale, {}), plain };
}

/** The notation of a size chart's unit, or undefined for any other unit. */
export function notationOf(category: string, unit: string): TableUnitDef['notation'] | undefined {
  return (getUnit(category as never, unit) as Partial<TableUnitDef> | undefined)?.notation;
}

/**
 * A size with its system as people write it ("US M 7½", "UK N½", "54.4 mm (ISO)"), or undefined
 * for a unit that is not a size chart's.
 */
export function writtenSize(category: string, unit: string, value: number, symbol: string, locale: Locale): string | undefined {
  const notation = notationOf(category, unit);
  if (notation === undefined) return undefined;
  const { text } = sizeText(value, notation, locale);
  return notation === 'measure' ? `${text} ${symbol}` : `${symbol} ${text}`;
}
