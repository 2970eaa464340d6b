/**
 * Recipe amounts: in kitchen measures the common fractions (./fraction), otherwise at most 2
 * decimals in the locale's format ("1,25" in German). Metric amounts (ml, g...) are always
 * decimals: nobody weighs "2 1/2 g".
 */
import type { Locale } from '@/i18n/locales';
import { formatWithFraction } from './fraction';
import { numberFormat } from './intl';
import { formatNumber } from './number';

export type QuantityStyle = 'fraction' | 'decimal';

/** Decimals of a recipe amount. */
const RECIPE_DECIMALS = 2;
/** Below this a positive amount would round to 0 at 2 decimals: it keeps 2 significant digits. */
const TINY_BELOW = 0.005;
const TINY_OPTIONS = { maximumSignificantDigits: 2 } as const;

/** At most 2 decimals; a positive amount too small for that keeps 2 significant digits, not "0". */
export function formatRecipeDecimal(value: number, locale: Locale): string {
  if (value > 0 && value < TINY_BELOW) return numberFormat(locale, TINY_OPTIONS).format(value);
  return formatNumber(value, locale, { decimals: RECIPE_DECIMALS });
}

/** An ingredient's amount; NaN and ±Infinity show as 0. */
export function formatRecipeQuantity(value: number, style: QuantityStyle, locale: Locale): string {
  if (!Number.isFinite(value)) return formatRecipeDecimal(0, locale);
  if (value < 0) return `-${formatRecipeQuantity(-value, style, locale)}`;
  const decimal = (amount: number) => formatRecipeDecimal(amount, locale);
  return style === 'fraction' ? formatWithFraction(value, decimal) : decimal(value);
}

/** An ingredient's weight: whole grams from 10 g, one decimal below ("7.5 g"). */
export function formatRecipeGrams(grams: number, locale: Locale): string {
  return formatNumber(grams, locale, { decimals: grams >= 10 ? 0 : 1 });
}
