import { useLocale, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { intlLocale } from '@/i18n/languages';
import { cardUnitSymbol, type CardUnits } from '@/lib/converter/card-units';
import type { CategoryId } from '@/lib/units/catalogue';
import { currencyName } from '@/lib/units/currency-name';
import { labelSymbol } from '@/lib/units/label-symbol';

export interface UnitNames {
  /** "Centimeters", "US Dollar": the unit's name in the page's language. */
  name(unit: string): string;
  /** The symbol shown next to numbers in the page's language ("cm", "°F", "USD"; "PS" for hp in German). */
  symbol(unit: string): string;
  /** "Centimeters (cm)", as unit selects and table headers show a unit ("US gallons (gal)": lib/units/label-symbol.ts). */
  label(unit: string): string;
}

/**
 * Unit names for a category in the page's language, given each unit's symbol (`symbolOf`, stable
 * across renders): messages (namespace UnitNames) for units, Intl.DisplayNames for currencies.
 * Works in server and client components alike; no unit catalogue here (see useCardUnitNames).
 */
export function useNamesWith(category: CategoryId, symbolOf: (unit: string) => string, own?: ReadonlyMap<string, string>): UnitNames {
  const t = useTranslations('UnitNames');
  const locale = useLocale();
  return useMemo(() => {
    const name = (unit: string) =>
      own?.get(unit) ??
      (category === 'currency' ? currencyName(intlLocale[locale], symbolOf(unit)) : t(`${category}.${unit}` as Parameters<typeof t>[0]));
    // A unit of the visitor's own whose symbol is its name is listed by the name alone.
    const label = (unit: string) => (own?.get(unit) === symbolOf(unit) ? name(unit) : `${name(unit)} (${labelSymbol(symbolOf(unit))})`);
    return { name, symbol: symbolOf, label };
  }, [category, locale, t, symbolOf, own]);
}

/** Unit names for a converter card, with the symbols its page handed it (lib/converter/card-units.ts). */
export function useCardUnitNames(units: CardUnits): UnitNames {
  const [symbolOf, own] = useMemo(() => {
    const symbols = new Map(units.units.map((unit) => [unit.id, cardUnitSymbol(unit)]));
    // The visitor's own units carry their names (lib/custom-units).
    const names = new Map(units.units.flatMap((unit) => (unit.name === undefined ? [] : [[unit.id, unit.name] as const])));
    return [(unit: string) => symbols.get(unit) ?? unit, names] as const;
  }, [units]);
  return useNamesWith(units.category, symbolOf, own);
}
