'use client';

import type { CategoryId } from '@/lib/units/catalogue';
import { ConversionTable } from './conversion-table';
import { FormulaPanel } from './formula-panel';
import { WithCurrencyRates } from './with-currency-rates';

/**
 * The conversion table and formula panel in the browser, for units the page did not render them
 * for (the visitor's choice, stored units, the address's) and for currency, whose rates come to the
 * browser. CategoryConverter loads this module only then (React.lazy), so a page that keeps its
 * own units never downloads it. The same components the server renders, so the same markup.
 */
export function UnitPanels({ category, from, to }: { category: CategoryId; from: string; to: string }) {
  return (
    <WithCurrencyRates category={category}>
      {({ rates, loading }) => (
        <>
          <ConversionTable category={category} from={from} to={to} rates={rates} loading={loading} />
          <FormulaPanel category={category} from={from} to={to} rates={rates} loading={loading} />
        </>
      )}
    </WithCurrencyRates>
  );
}
