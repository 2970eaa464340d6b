'use client';

import { lazy, Suspense, type ReactNode } from 'react';
import type { Rates } from '@/lib/units/currency';

export interface RatesState {
  rates: Rates | undefined;
  loading: boolean;
}

const NO_RATES: RatesState = { rates: undefined, loading: false };

// Loaded only for currency, so other categories never download the rates hook.
const CurrencyRates = lazy(() => import('./currency-rates').then((module) => ({ default: module.CurrencyRates })));

/**
 * Renders `children` with the day's currency rates when the view is about currency, and with none
 * otherwise: only a currency view mounts the shared rates fetch. The server renders the currency
 * view in full; in the browser it hydrates once its chunk is in (until then the server's HTML stays).
 */
export function WithCurrencyRates({ category, children }: { category: string; children: (state: RatesState) => ReactNode }) {
  return category === 'currency' ? (
    <Suspense fallback={null}>
      <CurrencyRates>{children}</CurrencyRates>
    </Suspense>
  ) : (
    children(NO_RATES)
  );
}
