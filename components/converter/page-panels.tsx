import type { ReactNode } from 'react';
import type { Locale } from '@/i18n/locales';
import { initialUnits, type InitialView, type UnitPair } from '@/lib/converter';
import { initialViewOf } from '@/lib/converter/initial-view';
import type { CategoryId } from '@/lib/units/catalogue';
import { ConversionTable } from './conversion-table';
import { FormulaPanel } from './formula-panel';

/**
 * What the server writes for a category or pair page's own units (the route's, else the category's
 * first two, as CategoryConverter starts), handed to CategoryConverter as its props: the card's first
 * answer (`initial`), the conversion table and the formula panel. Currency's wait for the day's
 * rates, which only the browser fetches: the server renders the panels loading, as the browser's
 * version starts, and no answer.
 */
export function pagePanels(
  category: CategoryId,
  route: Partial<UnitPair>,
  start: { readonly locale: Locale; readonly startValue?: string },
): { table: ReactNode; formula: ReactNode; initial: InitialView | undefined } {
  const { from, to } = initialUnits(category, { route })!;
  const loading = category === 'currency';
  return {
    table: <ConversionTable category={category} from={from} to={to} loading={loading} />,
    formula: <FormulaPanel category={category} from={from} to={to} loading={loading} />,
    initial: initialViewOf({ category, route, startValue: start.startValue, locale: start.locale }),
  };
}
