/**
 * A zustand store kept in browser storage with zustand's `persist`: the one way the site remembers
 * client state across reloads. What is read back passes the feature's `read` (a zod schema), so a
 * tampered or outdated entry gives the defaults. Storage is read only when the page asks
 * (`store.persist.rehydrate()`, components/storage/use-rehydrated.ts), so the server's HTML and the
 * first client render agree. A storage that fails (none on the server, private mode, a full quota)
 * never throws to the page: the state is then kept in memory only.
 */
import { createStore, type StateCreator } from 'zustand/vanilla';
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware';
import { browserStorage } from './browser-storage';

export type { StateStorage };

export interface PersistedStoreOptions<S, P> {
  /** The storage key. */
  readonly key: string;
  /** Bump when the stored shape changes; entries of another version then give the defaults. */
  readonly version?: number;
  /** The part of the state that is stored. */
  readonly partialize: (state: S) => P;
  /** The state to take from a stored entry, or undefined to keep the defaults (invalid entry). */
  readonly read: (persisted: unknown) => Partial<S> | undefined;
  /** Where to keep it; the browser's localStorage by default (tests pass their own). */
  readonly storage?: () => StateStorage;
}

function attempt<T>(action: () => T, fallback: T): T {
  try {
    return action();
  } catch {
    return fallback;
  }
}

/** `storage` with every failure swallowed: what cannot be read is absent, what cannot be written stays in memory. */
function forgiving(storage: () => StateStorage | undefined): StateStorage {
  return {
    getItem: (key) => attempt(() => (storage()?.getItem(key) as string | null | undefined) ?? null, null),
    setItem: (key, value) => attempt(() => void storage()?.setItem(key, value), undefined),
    removeItem: (key) => attempt(() => void storage()?.removeItem(key), undefined),
  };
}

export function createPersistedStore<S, P>(initializer: StateCreator<S, [['zustand/persist', unknown]]>, options: PersistedStoreOptions<S, P>) {
  const own = options.storage && attempt(options.storage, undefined);
  return createStore<S>()(
    persist(initializer, {
      name: options.key,
      version: options.version ?? 0,
      storage: createJSONStorage(() => forgiving(options.storage ? () => own : browserStorage)),
      partialize: options.partialize,
      skipHydration: true,
      // An entry of another version gives the defaults (and no console error).
      migrate: () => undefined,
      merge: (persisted, current) => ({ ...current, ...(persisted == null ? undefined : options.read(persisted)) }),
    }),
  );
}
