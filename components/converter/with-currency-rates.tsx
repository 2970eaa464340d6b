'use client';

import type { ReactNode } from 'react';
import { useCurrencyRates } from '@/components/currency/use-currency-rates';
import type { Rates } from '@/lib/units';

export interface RatesState {
  rates: Rates | undefined;
  loading: boolean;
}

const NO_RATES: RatesState = { rates: undefined, loading: false };

function CurrencyRates({ children }: { children: (state: RatesState) => ReactNode }) {
  const { rates, isLoading } = useCurrencyRates();
  return children({ rates, loading: isLoading });
}

/**
 * Renders `children` with the day's currency rates when the view is about currency, and with none
 * otherwise: only a currency view mounts the shared rates fetch (SPEC section 7).
 */
export function WithCurrencyRates({ category, children }: { category: string; children: (state: RatesState) => ReactNode }) {
  return category === 'currency' ? <CurrencyRates>{children}</CurrencyRates> : children(NO_RATES);
}
