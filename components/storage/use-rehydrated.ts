'use client';

import { useEffect, useState } from 'react';

/** What a store made by lib/site/persisted.ts offers for reading storage. */
interface Rehydratable {
  readonly persist: { rehydrate(): Promise<void> | void };
}

/**
 * Reads `store`'s saved state once the page is on screen and says when that is done (also when
 * storage failed): until then a page shows neither the defaults as if they were the visitor's nor
 * saves anything, which would overwrite what the visitor left.
 */
export function useRehydrated(store: Rehydratable): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    let active = true;
    const done = () => {
      if (active) setHydrated(true);
    };
    void Promise.resolve(store.persist.rehydrate()).then(done, done);
    return () => {
      active = false;
    };
  }, [store]);
  return hydrated;
}
