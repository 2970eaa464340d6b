import type { Locale } from '@/i18n/locales';
import { presentResult } from '@/lib/format/answer';
import { formatResult } from '@/lib/format/result';
import type { CategoryId } from '@/lib/units/catalogue';
import { compoundPartsOf } from '@/lib/units/compound';
import { notationOf, sizeText, writtenSize } from '@/lib/units/size-notation';
import { unitSymbol, unitSymbolAfter } from '@/lib/units/symbols';
import { pluralForm } from '@/lib/recipe/plural';

/**
 * An amount as a reader of the language writes it: "1,5" in German, and a compound unit in its
 * parts ("5 ft 8 in", never 5.666666666666667 of "ft + in"). `formatted` is used when already
 * written (a result). The converter card reads this text back as its value.
 */
export function writtenAmount(value: number | string, category: CategoryId, unit: string, locale: Locale, formatted?: string): string {
  const notation = typeof value === 'number' ? notationOf(category, unit) : undefined;
  if (typeof value === 'number' && notation !== undefined) return sizeText(value, notation, locale).text;
  if (typeof value === 'number' && compoundPartsOf(category, unit) !== undefined) {
    return presentResult({ value, exact: null, category, unit, locale }).text;
  }
  return formatted ?? (typeof value === 'number' ? formatResult(value, locale) : value);
}

/** The unit's symbol to write after an amount: the language's own ("km/t", "PS"), none for a compound amount, which names its parts. */
function writtenSymbol(value: number | string, category: CategoryId, unit: string, locale: Locale): string {
  if (typeof value !== 'number') return unitSymbol(category, unit, locale);
  return compoundPartsOf(category, unit) !== undefined ? '' : unitSymbolAfter(category, unit, locale, value);
}

/** "5 ft 3 in", "1,5 km", "ff hex": an amount with its unit. */
export function writtenWithUnit(value: number | string, category: CategoryId, unit: string, locale: Locale, formatted?: string): string {
  // Sizes are named after their system: "US M 9", "UK N½", "17.32 mm ⌀".
  const size = typeof value === 'number' ? writtenSize(category, unit, value, unitSymbol(category, unit, locale), locale) : undefined;
  if (size !== undefined) return size;
  const symbol = writtenSymbol(value, category, unit, locale);
  const amount = writtenAmount(value, category, unit, locale, formatted);
  return symbol === '' ? amount : `${amount} ${symbol}`;
}

/** The recipe converter's word for a kitchen unit ("cup" → "tazas"), by the key of RecipeConverter.units. */
const KITCHEN_WORDS: Readonly<Record<string, string>> = {
  cup_us: 'cup',
  tbsp: 'tbsp',
  tsp: 'tsp',
  fl_oz_us: 'flOz',
  ml: 'ml',
  l: 'l',
  g: 'g',
  kg: 'kg',
  oz: 'oz',
  lb: 'lb',
};

export type KitchenWords = Readonly<Record<string, { readonly one: string; readonly other: string } | undefined>>;

/**
 * An ingredient's amount as a cook writes it in the language ("3 tazas", "1 Tasse", "2 ss"),
 * with the recipe converter's words; other units as writtenWithUnit writes them.
 */
export function writtenInKitchen(
  value: number,
  category: CategoryId,
  unit: string,
  locale: Locale,
  words: KitchenWords,
  formatted?: string,
): string {
  const word = words[KITCHEN_WORDS[unit] ?? ''];
  if (word === undefined) return writtenWithUnit(value, category, unit, locale, formatted);
  return `${formatted ?? formatResult(value, locale)} ${pluralForm(value, locale) === 'one' ? word.one : word.other}`;
}
