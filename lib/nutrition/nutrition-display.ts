/**
 * How nutrient amounts are shown: calories as whole numbers; grams with one
 * decimal and "<0.1" below 0.1; anything under 0.000001 as 0; sodium in mg, or in g from
 * 10,000 mg; calcium, iron and vitamin C in mg; vitamin A in IU. Numbers follow the locale; the
 * unit is returned as a code for the page to translate (IU is "UI" in French and Spanish).
 */
import type { Locale } from '@/i18n/locales';
import { formatNumber } from '@/lib/format/number';
import type { NutrientKey } from '@/lib/nutrition/types';

type NutrientUnit = 'kcal' | 'g' | 'mg' | 'IU';

export interface NutrientAmountText {
  readonly value: string;
  readonly unit: NutrientUnit;
}

const ZERO_BELOW = 0.000001;
const GRAMS_SHOWN_AS_LESS_THAN = 0.1;
const SODIUM_IN_GRAMS_FROM_MG = 10000;

function format(value: number, locale: Locale, decimals: number): string {
  return formatNumber(value, locale, { decimals });
}

function clean(value: number): number {
  return Number.isFinite(value) && Math.abs(value) >= ZERO_BELOW ? value : 0;
}

export function formatCalories(value: number, locale: Locale): string {
  return format(clean(value), locale, 0);
}

export function formatGrams(value: number, locale: Locale): string {
  const amount = clean(value);
  if (amount > 0 && amount < GRAMS_SHOWN_AS_LESS_THAN) return `<${format(GRAMS_SHOWN_AS_LESS_THAN, locale, 1)}`;
  return format(amount, locale, 1);
}

function formatMilligrams(value: number, locale: Locale): string {
  const amount = clean(value);
  return format(amount, locale, amount < 10 ? 1 : 0);
}

/** One nutrient's amount as the label shows it. */
export function nutrientAmountText(nutrient: NutrientKey, value: number, locale: Locale): NutrientAmountText {
  switch (nutrient) {
    case 'calories':
      return { value: formatCalories(value, locale), unit: 'kcal' };
    case 'sodium':
      return clean(value) >= SODIUM_IN_GRAMS_FROM_MG
        ? { value: formatGrams(value / 1000, locale), unit: 'g' }
        : { value: formatMilligrams(value, locale), unit: 'mg' };
    case 'calcium':
    case 'iron':
    case 'vitaminC':
      return { value: formatMilligrams(value, locale), unit: 'mg' };
    case 'vitaminA':
      return { value: format(clean(value), locale, 0), unit: 'IU' };
    default:
      return { value: formatGrams(value, locale), unit: 'g' };
  }
}

/** A percentage's number, without its sign (the message places "%" as the language writes it). */
export function formatPercentNumber(value: number, locale: Locale): string {
  return format(clean(value), locale, 0);
}
