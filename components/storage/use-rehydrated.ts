'use client';

import { useEffect, useState } from 'react';

/** What a store made by lib/site/persisted.ts offers for reading storage. */
export interface Rehydratable {
  readonly persist: { rehydrate(): Promise<void> | void; getOptions(): { name?: string } };
}

/**
 * Reads `store`'s saved state once the page is on screen and says when that is done (also when
 * storage failed; never while there is no store yet): until then a page shows neither the defaults
 * as if they were the visitor's nor saves anything, which would overwrite what the visitor left.
 * With `followOtherTabs`, what another tab stores under the store's key (a `storage` event) is read
 * again, so a choice made there applies here.
 */
export function useRehydrated(store: Rehydratable | undefined, followOtherTabs = false): boolean {
  const [hydrated, setHydrated] = useState<Rehydratable>();
  useEffect(() => {
    if (store === undefined) return;
    let active = true;
    const done = () => {
      if (active) setHydrated(store);
    };
    void Promise.resolve(store.persist.rehydrate()).then(done, done);
    const key = store.persist.getOptions().name;
    const follow = (event: StorageEvent) => {
      if (event.key === key) void store.persist.rehydrate();
    };
    if (followOtherTabs) window.addEventListener('storage', follow);
    return () => {
      active = false;
      window.removeEventListener('storage', follow);
    };
  }, [store, followOtherTabs]);
  // Read for this store, not one the page held before.
  return store !== undefined && hydrated === store;
}
