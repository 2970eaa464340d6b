import type { SWRConfiguration } from 'swr';

/**
 * SWR options for the site's data: an address is asked once and its answer kept for the visit,
 * shared by every component that wants it (no refetch on focus or reconnect, no polling, no
 * automatic retry); a failure is tried again by the next component that mounts and asks.
 */
export const FETCH_ONCE = {
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
  shouldRetryOnError: false,
} as const satisfies SWRConfiguration;
