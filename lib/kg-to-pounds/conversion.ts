import { intlLocale } from '@/i18n/languages';
import type { Locale } from '@/i18n/locales';
import { convert } from '@/lib/units';
import { QUICK_KILOGRAMS, TABLE_DECIMALS, TABLE_RANGES } from './constants';

/** Kilograms to pounds, by the unit engine. */
export function kilogramsToPounds(kilograms: number): number {
  return convert('weight', 'kg', 'lb', kilograms);
}

/** Pounds to kilograms, by the unit engine. */
export function poundsToKilograms(pounds: number): number {
  return convert('weight', 'lb', 'kg', pounds);
}

/** `value × 10^places`, by moving the decimal point in the number's shortest text (no binary noise). */
function shift(value: number, places: number): number {
  const [mantissa, exponent = '0'] = String(value).split('e');
  return Number(`${mantissa}e${Number(exponent) + places}`);
}

/** Rounded half away from zero at `decimals`, through the decimal text so 1.0005 rounds to 1.001. */
export function roundTo(value: number, decimals: number): number {
  const rounded = shift(Math.round(shift(Math.abs(value), decimals)), -decimals);
  return value < 0 && rounded !== 0 ? -rounded : rounded;
}

const fieldFormats = new Map<string, Intl.NumberFormat>();

/**
 * A number as it is put into an input field: the locale's decimal sign, at most `decimals`
 * decimals, trailing zeros dropped, no grouping (a grouped "1.234,5" would be hard to edit), never
 * exponential, and never "-0".
 */
export function formatField(value: number, locale: Locale, decimals: number): string {
  const key = `${locale}/${decimals}`;
  let format = fieldFormats.get(key);
  if (format === undefined) {
    format = new Intl.NumberFormat(intlLocale[locale], { maximumFractionDigits: decimals, useGrouping: false });
    fieldFormats.set(key, format);
  }
  const text = format.format(roundTo(value, decimals));
  // Intl writes a minus sign (U+2212) in some locales; inputs keep the ASCII one people type.
  return text.replace('\u2212', '-').replace(/^-0$/, '0');
}

const tableFormats = new Map<string, Intl.NumberFormat>();

/**
 * Pounds as the table and the quick conversions show them: always TABLE_DECIMALS decimals, so the
 * column lines up (176.370, not 176.37), grouped from five digits on like other content numbers.
 */
export function formatTablePounds(pounds: number, locale: Locale): string {
  let format = tableFormats.get(locale);
  if (format === undefined) {
    format = new Intl.NumberFormat(intlLocale[locale], {
      minimumFractionDigits: TABLE_DECIMALS,
      maximumFractionDigits: TABLE_DECIMALS,
      useGrouping: 'min2',
    });
    tableFormats.set(locale, format);
  }
  return format.format(roundTo(pounds, TABLE_DECIMALS));
}

export interface KgLbRow {
  readonly kilograms: number;
  /** Rounded to TABLE_DECIMALS. */
  readonly pounds: number;
}

function row(kilograms: number): KgLbRow {
  return { kilograms, pounds: roundTo(kilogramsToPounds(kilograms), TABLE_DECIMALS) };
}

/** The kilograms the table lists: 1–9, 10–45 by 5, 50–200 by 10. */
export function tableKilograms(): number[] {
  return TABLE_RANGES.flatMap(({ from, below, step }) => {
    const values: number[] = [];
    for (let kilograms = from; kilograms < below; kilograms += step) values.push(kilograms);
    return values;
  });
}

export function tableRows(): KgLbRow[] {
  return tableKilograms().map(row);
}

export function quickRows(): KgLbRow[] {
  return QUICK_KILOGRAMS.map(row);
}
