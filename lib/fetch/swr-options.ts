import { fetchKey } from './fetch-json';

/**
 * Client query defaults: no automatic retry, data never goes stale,
 * no refetch on focus or reconnect, no polling.
 */
export const swrOptions = {
  fetcher: fetchKey,
  shouldRetryOnError: false,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
  refreshInterval: 0,
} as const;
