import { intlLocale } from '@/i18n/languages';
import type { Locale } from '@/i18n/locales';
import { formatNumber, isExponential } from '@/lib/units/format';

/** Decimals of a conversion table's values. */
export const TABLE_DECIMALS = 4;
/** Significant digits of a formula's constants: enough to show 0.45359237 and 1.609344 exactly. */
export const CONSTANT_DIGITS = 10;

// Intl.NumberFormat is costly to build and a table formats many values: one per locale and style.
const cache = new Map<string, Intl.NumberFormat>();

function formatter(locale: Locale, style: 'table' | 'constant'): Intl.NumberFormat {
  const key = `${locale}/${style}`;
  let cached = cache.get(key);
  if (cached === undefined) {
    const tag = intlLocale[locale] ?? intlLocale.en;
    cached = new Intl.NumberFormat(
      tag,
      style === 'table' ? { maximumFractionDigits: TABLE_DECIMALS } : { maximumSignificantDigits: CONSTANT_DIGITS },
    );
    cache.set(key, cached);
  }
  return cached;
}

/** Adds zero so that a rounded −0 never shows as "-0". */
function noNegativeZero(value: number): number {
  return value + 0;
}

/**
 * A table value in the locale: rounded to 4 decimals, trailing zeros dropped. Values the converter
 * shows in exponential form (below 0.001 or from 1,000,000) keep that form here too, so 1 mm in km
 * reads 1.000e-6 rather than a misleading 0.
 */
export function formatTableValue(value: number, locale: Locale): string {
  if (isExponential(value)) return formatNumber(value, locale);
  return formatter(locale, 'table').format(noNegativeZero(value));
}

/** A constant in a formula (a factor, an offset, a rate) to 10 significant digits in the locale. */
export function formatConstant(value: number, locale: Locale): string {
  return formatter(locale, 'constant').format(noNegativeZero(value));
}
