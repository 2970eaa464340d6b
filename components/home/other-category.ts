import { allUnitNames, type AllUnitNames } from '@/components/converter/all-unit-names';
import type { Locale } from '@/i18n/locales';
import type { CardUnits } from '@/lib/converter/card-units';
import { cardUnitsOf } from '@/lib/converter/card-units-of';

/** A category the home page's card was not rendered for: its units, and the unit names it shows. */
export interface OtherCategory {
  readonly units: CardUnits;
  readonly messages: AllUnitNames;
}

/**
 * What the home page's card needs for a category the visitor picks (./home-converter.tsx loads this
 * module then): its units from the catalogue and the unit names the page does not carry. Null when
 * the names could not be fetched or the category is unknown.
 */
export async function otherCategory(category: string, locale: Locale): Promise<OtherCategory | null> {
  const units = cardUnitsOf(category, locale);
  const messages = await allUnitNames(locale);
  return units === undefined || messages === null ? null : { units, messages };
}
