import type { Locale } from '@/i18n/locales';
import { getCategory } from '@/lib/units/catalogue';
import { pairUnitsOf } from '@/lib/units/pair-units';
import { chartStartValue } from '@/lib/units/size-start';
import { unitSymbol } from '@/lib/units/symbols';
import type { UnitSystem } from '@/lib/units/types';
import type { CardUnits } from './card-units';

/** The symbol as a card unit holds it: left out when it is the id in capitals (CardUnit.symbol). */
const symbolOf = (symbol: string, id: string) => (symbol === id.toUpperCase() ? {} : { symbol });

/** The card's view of a category (./card-units.ts) in a language; undefined for an unknown id (ids come from URLs). */
export function cardUnitsOf(category: string, locale: Locale): CardUnits | undefined {
  const found = getCategory(category);
  if (found === undefined) return undefined;
  const units: readonly { readonly id: string; readonly slug: string; readonly system?: UnitSystem }[] = found.units;
  const paired = new Set(pairUnitsOf(found.id));
  return {
    category: found.id,
    ...(found.kind === 'linear' ? { definable: true } : {}),
    units: units.map(({ id, slug, system }) => {
      const start = chartStartValue(found.id, id);
      return {
        id,
        ...symbolOf(unitSymbol(found.id, id, locale), id),
        ...(paired.has(id) ? { slug } : {}),
        ...(system === undefined ? {} : { system }),
        ...(start === undefined ? {} : { start }),
      };
    }),
  };
}
