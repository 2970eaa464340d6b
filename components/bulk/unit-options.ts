import { getTranslations } from 'next-intl/server';
import { intlLocale } from '@/i18n/languages';
import type { Locale } from '@/i18n/locales';
import { categories, unitSymbol } from '@/lib/units';
import { currencyName } from '@/lib/units/currency-name';

export interface SelectOption {
  readonly value: string;
  readonly label: string;
}

/** What the bulk converter's pickers list: the categories, and each category's units. */
export interface BulkPickerOptions {
  readonly categories: readonly SelectOption[];
  readonly units: Readonly<Record<string, readonly SelectOption[]>>;
}

/**
 * The pickers' options, written on the server so the page's first scripts carry no unit catalogue:
 * categories in the catalogue's order, units as "Name (symbol)" ("Centimeters (cm)"), currencies
 * named by CLDR (currencyName), as the catalogue stores only their codes.
 */
export async function bulkPickerOptions(locale: Locale): Promise<BulkPickerOptions> {
  const categoryNames = await getTranslations({ locale, namespace: 'CategoryNames' });
  const unitNames = await getTranslations({ locale, namespace: 'UnitNames' });
  const unitsOf = (category: (typeof categories)[number]): SelectOption[] =>
    category.units.map((unit) => {
      if (category.id === 'currency') return { value: unit.id, label: `${currencyName(intlLocale[locale], unit.symbol)} (${unit.symbol})` };
      const name = unitNames(`${category.id}.${unit.id}` as Parameters<typeof unitNames>[0]);
      return { value: unit.id, label: `${name} (${unitSymbol(category.id, unit.id, locale)})` };
    });
  return {
    categories: categories.map((category) => ({ value: category.id, label: categoryNames(category.id) })),
    units: Object.fromEntries(categories.map((category) => [category.id, unitsOf(category)])),
  };
}
