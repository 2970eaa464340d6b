import { useLocale, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { intlLocale } from '@/i18n/languages';
import type { CategoryId } from '@/lib/units/catalogue';
import { unitSymbol } from '@/lib/units/symbols';

export interface UnitNames {
  /** "Centimeters", "US Dollar": the unit's name in the page's language. */
  name(unit: string): string;
  /** The symbol shown next to numbers in the page's language ("cm", "°F", "USD"; "PS" for hp in German). */
  symbol(unit: string): string;
  /** "Centimeters (cm)", as unit selects and table headers show a unit. */
  label(unit: string): string;
}

// Intl.DisplayNames is costly to build; one per locale serves every currency name.
const currencyNames = new Map<string, Intl.DisplayNames>();

function currencyName(tag: string, code: string): string {
  let names = currencyNames.get(tag);
  if (names === undefined) {
    names = new Intl.DisplayNames(tag, { type: 'currency', fallback: 'code' });
    currencyNames.set(tag, names);
  }
  return names.of(code) ?? code;
}

/**
 * Unit names for a category in the page's language: messages (namespace UnitNames) for units,
 * Intl.DisplayNames for currencies. Works in server and client components alike.
 */
export function useUnitNames(category: CategoryId): UnitNames {
  const t = useTranslations('UnitNames');
  const locale = useLocale();
  return useMemo(() => {
    const symbol = (unit: string) => unitSymbol(category, unit, locale);
    const name = (unit: string) =>
      category === 'currency'
        ? currencyName(intlLocale[locale], symbol(unit))
        : t(`${category}.${unit}` as Parameters<typeof t>[0]);
    return { name, symbol, label: (unit: string) => `${name(unit)} (${symbol(unit)})` };
  }, [category, locale, t]);
}
