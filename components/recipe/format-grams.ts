import type { Locale } from '@/i18n/locales';
import { formatDecimal } from '@/lib/recipe/format-quantity';

/** An ingredient's weight: whole grams, except light ones (a teaspoon of salt) keep one decimal. */
export function formatIngredientGrams(grams: number, locale: Locale): string {
  return formatDecimal(grams >= 10 ? Math.round(grams) : Math.round(grams * 10) / 10, locale);
}
