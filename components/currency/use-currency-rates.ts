'use client';

// TEMP stand-in for the currency branch's hook (same contract); the lead drops this commit on merge.
import useSWR from 'swr';

type RatesBody = { rates?: Record<string, number>; lastUpdated?: number };

export function useCurrencyRates(): {
  rates: Record<string, number> | undefined;
  lastUpdated: number | undefined;
  isLoading: boolean;
  error: unknown;
} {
  const { data, error, isLoading } = useSWR<RatesBody>('/api/currency-rates');
  if (error) console.error('Currency rates could not be fetched', error);
  return { rates: data?.rates, lastUpdated: data?.lastUpdated, isLoading, error };
}
