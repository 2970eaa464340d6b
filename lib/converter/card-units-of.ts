import type { Locale } from '@/i18n/locales';
import { getCategory } from '@/lib/units/catalogue';
import { pairUnitsOf } from '@/lib/units/pair-units';
import { chartStartValue } from '@/lib/units/size-start';
import { unitSymbol } from '@/lib/units/symbols';
import type { UnitSystem } from '@/lib/units/types';
import type { CardUnits } from './card-units';

/** The card's view of a category (./card-units.ts) in a language; undefined for an unknown id (ids come from URLs). */
export function cardUnitsOf(category: string, locale: Locale): CardUnits | undefined {
  const found = getCategory(category);
  if (found === undefined) return undefined;
  const units: readonly { readonly id: string; readonly slug: string; readonly system?: UnitSystem }[] = found.units;
  const paired = new Set(pairUnitsOf(found.id));
  return {
    category: found.id,
    units: units.map(({ id, slug, system }) => {
      const start = chartStartValue(found.id, id);
      return {
        id,
        symbol: unitSymbol(found.id, id, locale),
        ...(paired.has(id) ? { slug } : {}),
        ...(system === undefined ? {} : { system }),
        ...(start === undefined ? {} : { start }),
      };
    }),
  };
}
