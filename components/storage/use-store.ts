'use client';

import { useCallback, useSyncExternalStore } from 'react';
import type { Store } from '@/lib/storage/store';

const identity = <T>(value: T) => value;

/**
 * A slice of `store` (lib/storage/store.ts), re-rendering when it changes (compared with Object.is).
 * The server and hydration read the initial state, so the first client render matches the HTML.
 * As with zustand's `useStore`: the selector must give a primitive or a reference held in the state,
 * not a new object on every call (React would then re-render without end).
 */
export function useStore<S>(store: Store<S>): S;
export function useStore<S, T>(store: Store<S>, selector: (state: S) => T): T;
export function useStore<S, T>(store: Store<S>, selector: (state: S) => T = identity as (state: S) => T): T {
  return useSyncExternalStore(
    store.subscribe,
    useCallback(() => selector(store.getState()), [store, selector]),
    () => selector(store.getInitialState()),
  );
}
