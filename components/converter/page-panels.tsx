import type { ReactNode } from 'react';
import { initialUnits, type UnitPair } from '@/lib/converter';
import type { CategoryId } from '@/lib/units/catalogue';
import { ConversionTable } from './conversion-table';
import { FormulaPanel } from './formula-panel';

/**
 * The conversion table and formula panel of a category or pair page's own units (the route's, else
 * the category's first two, as CategoryConverter starts), rendered on the server and handed to
 * CategoryConverter as its `table` and `formula`. Currency's wait for the day's rates, which only
 * the browser fetches: the server renders them loading, as the browser's version starts.
 */
export function pagePanels(category: CategoryId, route: Partial<UnitPair> = {}): { table: ReactNode; formula: ReactNode } {
  const { from, to } = initialUnits(category, { route })!;
  const loading = category === 'currency';
  return {
    table: <ConversionTable category={category} from={from} to={to} loading={loading} />,
    formula: <FormulaPanel category={category} from={from} to={to} loading={loading} />,
  };
}
