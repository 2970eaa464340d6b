'use client';

import type { ReactNode } from 'react';
import { useCurrencyRates } from '@/components/currency/use-currency-rates';
import type { RatesState } from './with-currency-rates';

/** Hands the day's currency rates (one shared fetch) to a render function. */
export function CurrencyRates({ children }: { children: (state: RatesState) => ReactNode }) {
  const { rates, isLoading } = useCurrencyRates();
  return children({ rates, loading: isLoading });
}
