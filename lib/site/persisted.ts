/**
 * A zustand store kept in browser storage with zustand's `persist`: the one way the site remembers
 * client state across reloads. What is read back passes the feature's `read` (its zod schema, which
 * may load on demand: then reading storage waits for it), so a tampered or outdated entry gives the
 * defaults. Storage is read only when the page asks (`store.persist.rehydrate()`,
 * components/storage/use-rehydrated.ts), so the server's HTML and the first client render agree. A
 * storage that fails (none on the server, private mode, a full quota) never throws to the page: the
 * state is then kept in memory only.
 */
import { createStore, type StateCreator } from 'zustand/vanilla';
import { persist, type PersistOptions, type PersistStorage, type StateStorage, type StorageValue } from 'zustand/middleware';
import { browserStorage } from './browser-storage';

export type { StateStorage };

type Stored<S> = Partial<S> | undefined;

export interface PersistedStoreOptions<S, P> {
  /** The storage key. */
  readonly key: string;
  /** Bump when the stored shape changes; entries of another version then give the defaults. */
  readonly version?: number;
  /** The part of the state that is stored. */
  readonly partialize: (state: S) => P;
  /** The state to take from a stored entry, or undefined to keep the defaults (invalid entry). */
  readonly read: (persisted: unknown) => Stored<S> | Promise<Stored<S>>;
  /** Where to keep it; the browser's localStorage by default (tests pass their own). */
  readonly storage?: () => StateStorage;
}

/** What `action` gives, or undefined when it throws (storage refused, full or unreadable). */
function quietly<T>(action: () => T): T | undefined {
  try {
    return action();
  } catch {
    return undefined;
  }
}

/**
 * The JSON entry `{ state, version }` zustand writes, its state read through `read` on the way in;
 * what cannot be read is absent, what cannot be written stays in memory.
 */
function checkedStorage<S>(
  storage: () => StateStorage | undefined,
  read: PersistedStoreOptions<S, unknown>['read'],
): PersistStorage<Stored<S>> {
  return {
    getItem: (key) =>
      quietly(() => {
        const entry = JSON.parse(storage()?.getItem(key) as string) as StorageValue<unknown> | null;
        if (entry?.state == null) return null;
        const state = read(entry.state);
        return state instanceof Promise ? state.then((checked) => ({ ...entry, state: checked })) : { ...entry, state };
      }) ?? null,
    setItem: (key, value) => void quietly(() => storage()?.setItem(key, JSON.stringify(value))),
    // Only persist.clearStorage() removes, and the site never calls it.
    removeItem: () => undefined,
  };
}

export function createPersistedStore<S, P>(
  initializer: StateCreator<S, [['zustand/persist', unknown]]>,
  options: PersistedStoreOptions<S, P>,
) {
  // The state as reading storage began: a check that loads on demand makes the read land later, and
  // what the visitor changed meanwhile must not be replaced by what was stored before.
  let before: S | null | undefined;
  return createStore<S>()(
    persist(initializer, {
      name: options.key,
      version: options.version ?? 0,
      storage: checkedStorage<S>(options.storage ?? browserStorage, options.read) as unknown as PersistOptions<S, P>['storage'],
      partialize: options.partialize,
      skipHydration: true,
      // An entry of another version gives the defaults (zustand says so in the console).
      onRehydrateStorage: (state) => {
        before = state;
      },
      merge: (persisted, current) => {
        const stored = (persisted ?? {}) as Partial<S>;
        const merged = { ...current };
        for (const key of Object.keys(stored) as (keyof S)[]) {
          if (before == null || Object.is(current[key], before[key])) merged[key] = stored[key] as S[keyof S];
        }
        return merged;
      },
    }),
  );
}
