'use client';

import useSWR from 'swr';
import { FETCH_ONCE } from '@/components/fetch/fetch-once';
import type { ClientRates } from '@/lib/currency/response';
import { fetchJson } from '@/lib/fetch/fetch-json';
import type { Rates } from '@/lib/units/currency';

/** The address of the rates: every converter, table, formula panel and the bulk tool share one fetch of it. */
export const CURRENCY_RATES_URL = '/api/currency-rates';

/**
 * The shared fetcher plus the reading of the answer. A failure is logged here, once per request
 * rather than once per component showing rates, and rethrown so the hook reports it.
 */
export async function fetchCurrencyRates(url: string): Promise<ClientRates> {
  try {
    // The answer's check (zod/mini) comes with the answer, not with every page that may ask for it.
    const [{ readRatesResponse }, body] = await Promise.all([import('@/lib/currency/response'), fetchJson(url)]);
    return readRatesResponse(body);
  } catch (error) {
    console.error('[currency-rates] Exchange rates could not be loaded; converting with rate 1', error);
    throw error;
  }
}

export interface CurrencyRatesState {
  /** Units per US dollar by code ("EUR"), ready for `convert(…, { rates })`; undefined until loaded or after a failure. */
  readonly rates: Rates | undefined;
  /** Day of the rates in seconds since the epoch (for RatesNote). */
  readonly lastUpdated: number | undefined;
  /** True while the first answer is on its way. */
  readonly isLoading: boolean;
  readonly error: Error | undefined;
}

/**
 * The exchange rates for the page, fetched once and shared (SWR with FETCH_ONCE: no retry, no
 * refetch on focus). Pass `enabled = false` where a component shows rates only for the currency category, so
 * other categories never fetch them.
 */
export function useCurrencyRates(enabled = true): CurrencyRatesState {
  const { data, error, isLoading } = useSWR(enabled ? CURRENCY_RATES_URL : null, fetchCurrencyRates, FETCH_ONCE);
  return {
    rates: error === undefined ? data?.rates : undefined,
    lastUpdated: error === undefined ? data?.lastUpdated : undefined,
    isLoading,
    error,
  };
}
