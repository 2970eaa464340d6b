'use client';

import { useEffect, useMemo } from 'react';
import useSWR from 'swr';
import { readRatesResponse } from '@/lib/currency/response';
import { swrOptions } from '@/lib/fetch/swr-options';
import type { Rates } from '@/lib/units';

/**
 * Today's exchange rates for currency conversions, fetched only once currency is chosen. Same swr
 * key and the same reading of the answer as the site's currency hook, so the two share one request
 * and cache. A failed fetch is logged and gives no rates: the engine then counts every rate as 1.
 */
export function useBulkRates(enabled: boolean): { rates: Rates | undefined; isLoading: boolean } {
  const { data, error, isLoading } = useSWR<unknown>(enabled ? '/api/currency-rates' : null, swrOptions);
  useEffect(() => {
    if (error) console.error('Currency rates could not be loaded; missing rates count as 1.', error);
  }, [error]);
  const rates = useMemo(() => {
    if (data === undefined) return undefined;
    try {
      return readRatesResponse(data).rates;
    } catch (malformed) {
      console.error('Currency rates response is malformed; missing rates count as 1.', malformed);
      return undefined;
    }
  }, [data]);
  return { rates, isLoading: enabled && isLoading };
}
