import type { ReactNode } from 'react';
import type { Locale } from '@/i18n/locales';
import { initialUnits, type InitialView, type UnitPair } from '@/lib/converter';
import type { CardUnits } from '@/lib/converter/card-units';
import { cardUnitsOf } from '@/lib/converter/card-units-of';
import { initialViewOf } from '@/lib/converter/initial-view';
import type { CategoryId } from '@/lib/units/catalogue';
import { ConversionTable } from './conversion-table';
import { FormulaPanel } from './formula-panel';

/**
 * What the server writes for a category or pair page's own units (the route's, else the category's
 * first two, as CategoryConverter starts), handed to CategoryConverter as its props: the category's
 * units as the card lists them (`units`, so the browser needs no unit catalogue), the units the
 * panels are for (`own`), the card's first answer (`initial`), the conversion table and the formula
 * panel. Currency's wait for the day's rates, which only the browser fetches: the server renders the
 * panels loading, as the browser's version starts, and no answer.
 */
export function pagePanels(
  category: CategoryId,
  route: Partial<UnitPair>,
  start: { readonly locale: Locale; readonly startValue?: string },
): { units: CardUnits; own: UnitPair; table: ReactNode; formula: ReactNode; initial: InitialView | undefined } {
  const own = initialUnits(category, { route })!;
  const { from, to } = own;
  const loading = category === 'currency';
  return {
    units: cardUnitsOf(category, start.locale)!,
    own,
    table: <ConversionTable category={category} from={from} to={to} loading={loading} />,
    formula: <FormulaPanel category={category} from={from} to={to} loading={loading} />,
    initial: initialViewOf({ category, route, startValue: start.startValue, locale: start.locale }),
  };
}
