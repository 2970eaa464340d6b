/**
 * Showing an amount: in kitchen measures the common fractions 1/2, 1/4, 3/4, 1/3 and 2/3
 * (after a whole number: "1 1/2"), otherwise at most 2 decimals in the locale's format ("1,25" in
 * German). Metric amounts (ml, g...) are always decimals: nobody weighs "2 1/2 g".
 */
import type { Locale } from '@/i18n/locales';

export type QuantityStyle = 'fraction' | 'decimal';

/** The fractions a cook reads (1/2, 1/4, 3/4, 1/3, 2/3), with the distance within which a value counts as one of them. */
export const DISPLAY_FRACTIONS = [
  { text: '1/4', value: 1 / 4 },
  { text: '1/3', value: 1 / 3 },
  { text: '1/2', value: 1 / 2 },
  { text: '2/3', value: 2 / 3 },
  { text: '3/4', value: 3 / 4 },
] as const;
export const FRACTION_TOLERANCE = 0.01;

const formatters = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: Locale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}:${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (format === undefined) {
    format = new Intl.NumberFormat(locale, options);
    formatters.set(key, format);
  }
  return format;
}

/** At most 2 decimals; a positive amount too small for that keeps 2 significant digits, not "0". */
export function formatDecimal(value: number, locale: Locale): string {
  if (value > 0 && value < 0.005) {
    return numberFormat(locale, { maximumSignificantDigits: 2 }).format(value);
  }
  const rounded = Math.round(value * 100) / 100;
  // `+ 0` turns -0 into 0.
  return numberFormat(locale, { maximumFractionDigits: 2 }).format(rounded + 0);
}

function formatFraction(value: number, locale: Locale): string {
  let whole = Math.floor(value);
  let rest = value - whole;
  if (rest > 1 - FRACTION_TOLERANCE) {
    whole += 1;
    rest = 0;
  }
  if (rest < FRACTION_TOLERANCE) return whole === 0 ? formatDecimal(value, locale) : formatDecimal(whole, locale);
  const fraction = DISPLAY_FRACTIONS.find((candidate) => Math.abs(candidate.value - rest) < FRACTION_TOLERANCE);
  if (fraction === undefined) return formatDecimal(value, locale);
  return whole === 0 ? fraction.text : `${formatDecimal(whole, locale)} ${fraction.text}`;
}

export function formatQuantity(value: number, style: QuantityStyle, locale: Locale): string {
  if (!Number.isFinite(value)) return formatDecimal(0, locale);
  if (value < 0) return `-${formatQuantity(-value, style, locale)}`;
  return style === 'fraction' ? formatFraction(value, locale) : formatDecimal(value, locale);
}

export type PluralForm = 'one' | 'other';

/**
 * Singular or plural unit word for an amount. Up to 1 is singular in every language ("1/2 cup",
 * "1/2 Tasse"), above that the language's own rule decides (French keeps "1,5 tasse").
 */
export function pluralForm(value: number, locale: Locale): PluralForm {
  if (Math.abs(value) <= 1) return 'one';
  return new Intl.PluralRules(locale).select(value) === 'one' ? 'one' : 'other';
}
