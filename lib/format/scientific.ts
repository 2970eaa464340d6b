import type { Locale } from '@/i18n/locales';
import { numberFormat } from './intl';

const SUPERSCRIPT: Readonly<Record<string, string>> = {
  '0': '⁰',
  '1': '¹',
  '2': '²',
  '3': '³',
  '4': '⁴',
  '5': '⁵',
  '6': '⁶',
  '7': '⁷',
  '8': '⁸',
  '9': '⁹',
  '-': '⁻',
};

/**
 * A very large or small number as a sentence writes it, "1.5 × 10¹⁴" ("1,5 × 10¹⁴" in French), to
 * `digits` significant digits: the "1.5e14" of the converter's display is a programmer's notation.
 */
export function scientificProse(value: number, locale: Locale, digits = 2): string {
  const parts = numberFormat(locale, { notation: 'scientific', maximumSignificantDigits: digits }).formatToParts(value);
  const at = parts.findIndex((part) => part.type === 'exponentSeparator');
  const mantissa = parts
    .slice(0, at)
    .map((part) => part.value)
    .join('');
  const exponent = parts
    .slice(at + 1)
    .map((part) => part.value)
    .join('')
    .replace(/[-−]/u, '-');
  return `${mantissa}\u00a0×\u00a010${[...exponent].map((digit) => SUPERSCRIPT[digit] ?? digit).join('')}`;
}
