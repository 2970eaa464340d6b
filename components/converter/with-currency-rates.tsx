'use client';

import dynamic from 'next/dynamic';
import type { ReactNode } from 'react';
import type { Rates } from '@/lib/units/currency';

export interface RatesState {
  rates: Rates | undefined;
  loading: boolean;
}

const NO_RATES: RatesState = { rates: undefined, loading: false };

// Loaded only for currency, so other categories never download the rates hook (and its zod).
const CurrencyRates = dynamic(() => import('./currency-rates').then((m) => m.CurrencyRates));

/**
 * Renders `children` with the day's currency rates when the view is about currency, and with none
 * otherwise: only a currency view mounts the shared rates fetch.
 */
export function WithCurrencyRates({ category, children }: { category: string; children: (state: RatesState) => ReactNode }) {
  return category === 'currency' ? <CurrencyRates>{children}</CurrencyRates> : children(NO_RATES);
}
