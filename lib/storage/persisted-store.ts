/**
 * A zustand store kept in browser storage: the one way the site remembers client state across
 * reloads. What is read back is validated by the feature (`read`), so a tampered or outdated entry
 * falls back to the defaults instead of breaking the page. Storage is read only when the page asks
 * (`store.persist.rehydrate()`, see components/storage/use-rehydrated.ts), after the first render,
 * so the server's HTML and the first client render agree.
 */
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware';
import { createStore, type StateCreator } from 'zustand/vanilla';
import { browserStorage } from './browser-storage';

export interface PersistedStoreOptions<S, P> {
  /** The storage key. */
  readonly key: string;
  /** Bump when the stored shape changes; older entries then fail `read` and give the defaults. */
  readonly version?: number;
  /** The part of the state that is stored. */
  readonly partialize: (state: S) => P;
  /** The state to take from a stored entry, or undefined to keep the defaults (invalid entry). */
  readonly read: (persisted: unknown) => Partial<S> | undefined;
  /** Where to keep it; the browser's localStorage by default (tests pass their own). */
  readonly storage?: () => StateStorage;
}

const localStorageOrFail = (): StateStorage => {
  const storage = browserStorage();
  // zustand catches this and keeps the state in memory only.
  if (storage === undefined) throw new Error('No browser storage');
  return storage;
};

export function createPersistedStore<S, P>(initializer: StateCreator<S, [], []>, options: PersistedStoreOptions<S, P>) {
  return createStore<S>()(
    persist(initializer, {
      name: options.key,
      version: options.version ?? 0,
      storage: createJSONStorage<P>(options.storage ?? localStorageOrFail),
      partialize: options.partialize,
      // Nothing stored keeps the current state; anything stored must pass `read`.
      merge: (persisted, current) => {
        if (persisted == null) return current;
        const stored = options.read(persisted);
        return stored === undefined ? current : { ...current, ...stored };
      },
      skipHydration: true,
    }),
  );
}

export type PersistedStore<S> = ReturnType<typeof createPersistedStore<S, unknown>>;
