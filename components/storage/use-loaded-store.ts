'use client';

import { useEffect, useState, useSyncExternalStore } from 'react';
import type { StoreApi } from 'zustand/vanilla';
import { useRehydrated, type Rehydratable } from './use-rehydrated';

/** A store made by lib/site/persisted.ts. */
type PersistedStore<S> = StoreApi<S> & Rehydratable;

const noSubscription = () => () => {};

/**
 * `pick` of a persisted store whose module the page loads once it is live (`load`, stable), so
 * zustand's persist stays out of the first scripts of a page that has no other use for it (the
 * embedded widget); `fallback` until the store is in and has read storage, which `ready` says (also
 * when the module or storage failed). Other tabs' changes are followed, as the store's key is shared.
 */
export function useLoadedStore<S, T>(
  load: () => Promise<PersistedStore<S>>,
  pick: (state: S) => T,
  fallback: T,
): { readonly value: T; readonly ready: boolean } {
  const [loaded, setLoaded] = useState<{ load: typeof load; store?: PersistedStore<S> }>();
  useEffect(() => {
    let active = true;
    const settle = (store?: PersistedStore<S>) => {
      if (active) setLoaded({ load, store });
    };
    load().then(settle, () => settle());
    return () => {
      active = false;
    };
  }, [load]);
  // A store loaded for an earlier `load` (another category) is not this one's.
  const current = loaded?.load === load ? loaded : undefined;
  const store = current?.store;
  const read = useRehydrated(store, true);
  const value = useSyncExternalStore(
    store?.subscribe ?? noSubscription,
    () => (store === undefined ? fallback : pick(store.getState())),
    () => fallback,
  );
  return { value, ready: current !== undefined && (store === undefined || read) };
}
