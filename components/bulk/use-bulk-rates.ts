'use client';

import { useEffect, useMemo } from 'react';
import useSWR from 'swr';
import { z } from 'zod';
import { swrOptions } from '@/lib/fetch/swr-options';
import { type Rates } from '@/lib/units';
import { ratesSchema } from '@/lib/units/schemas';

/** The part of GET /api/currency-rates the converter needs ({base, rates, lastUpdated, source}). */
const responseSchema = z.object({ rates: ratesSchema });

/**
 * Today's exchange rates for currency conversions, fetched only once currency is chosen. Same swr
 * key as the site's currency hook, so the two share one request and cache. A failed fetch is
 * logged and gives no rates: the engine then counts every rate as 1 (SPEC section 8).
 */
export function useBulkRates(enabled: boolean): { rates: Rates | undefined; isLoading: boolean } {
  const { data, error, isLoading } = useSWR<unknown>(enabled ? '/api/currency-rates' : null, swrOptions);
  useEffect(() => {
    if (error) console.error('Currency rates could not be loaded; missing rates count as 1.', error);
  }, [error]);
  const rates = useMemo(() => {
    if (data === undefined) return undefined;
    const parsed = responseSchema.safeParse(data);
    if (!parsed.success) console.error('Currency rates response is malformed; missing rates count as 1.');
    return parsed.success ? parsed.data.rates : undefined;
  }, [data]);
  return { rates, isLoading: enabled && isLoading };
}
