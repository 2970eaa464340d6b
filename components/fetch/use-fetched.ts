'use client';

import { useCallback, useSyncExternalStore } from 'react';
import { fetchJson } from '@/lib/fetch/fetch-json';
import { fetchCache, FIRST_LOAD, type Fetched, type Fetcher } from '@/lib/fetch/shared-fetch';

const NOT_ASKED: Fetched<never> = Object.freeze({ data: undefined, error: undefined, isLoading: false });
const stopNothing = () => {};

/**
 * The answer of a GET to `url`, shared with every other component asking for the same address
 * (lib/fetch/shared-fetch.ts: one request, kept for the visit, the last good answer kept on a
 * failure). `null` asks for nothing. The server and the hydrating browser both see it loading, so
 * they render alike; the request leaves once the component is in the page. `fetcher` reads the
 * answer (default: its JSON, through the shared fetch helper) and must be a function defined once
 * in a module, not in the component.
 */
export function useFetched<T>(url: string | null, fetcher: Fetcher<T> = fetchJson): Fetched<T> {
  const subscribe = useCallback((listener: () => void) => (url === null ? stopNothing : fetchCache.watch(url, fetcher, listener)), [url, fetcher]);
  const current = useCallback(() => (url === null ? NOT_ASKED : fetchCache.read<T>(url)), [url]);
  const onServer = useCallback(() => (url === null ? NOT_ASKED : FIRST_LOAD), [url]);
  return useSyncExternalStore(subscribe, current, onServer);
}
