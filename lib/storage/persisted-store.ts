/**
 * A store (./store.ts) kept in browser storage: the one way the site remembers client state across
 * reloads. What is read back is validated by the feature (`read`), so a tampered or outdated entry
 * falls back to the defaults instead of breaking the page. Storage is read only when the page asks
 * (`store.persist.rehydrate()`, see components/storage/use-rehydrated.ts), after the first render,
 * so the server's HTML and the first client render agree.
 *
 * The stored entry is zustand's persist format, which the site wrote before this module replaced
 * zustand, so what visitors saved then is still read: `key` → JSON `{"state":<partialize(state)>,"version":<version>}`.
 * Also as zustand did: every `setState` (and every action's `set`) writes the entry, before
 * `rehydrate` too (pages wait for it before changing anything, see useRehydrated); an entry with
 * another numeric version is ignored, one without a version is read; `rehydrate` reads
 * synchronously and settles once done. Unlike zustand, a storage that fails (none on the server,
 * private mode, a full quota, a `storage` that throws) never throws to the page: the state is then
 * kept in memory only.
 */
import { browserStorage } from './browser-storage';
import { createStore, type StateCreator, type Store } from './store';

/** Where an entry is kept: localStorage, or any object with its methods (tests). Synchronous. */
export interface StateStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

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

export interface PersistedStore<S> extends Store<S> {
  readonly persist: {
    /** Reads the stored entry into the state (once it passes `read`); never rejects. */
    rehydrate(): Promise<void>;
  };
}

const localStorageOrFail = (): StateStorage => {
  const storage = browserStorage();
  // Caught below: the state is then kept in memory only.
  if (storage === undefined) throw new Error('No browser storage');
  return storage;
};

/** The stored `{ state, version }` entry's state, or undefined when there is none or it is of another version. */
function storedState(text: string | null, version: number): unknown {
  const entry = text === null ? null : JSON.parse(text);
  if (!entry) return undefined;
  return typeof entry.version === 'number' && entry.version !== version ? undefined : entry.state;
}

/**
 * A store whose `initializer(set, get, api)` gets a `set` (and an `api.setState`) that also writes
 * `partialize(state)` to storage under `key`.
 */
export function createPersistedStore<S, P>(initializer: StateCreator<S>, options: PersistedStoreOptions<S, P>): PersistedStore<S> {
  const { key, version = 0 } = options;
  let storage: StateStorage | undefined;
  try {
    storage = (options.storage ?? localStorageOrFail)();
  } catch {
    storage = undefined;
  }
  const store = createStore(initializer);
  const setInMemory = store.setState;
  return Object.assign(store, {
    setState: (update: Parameters<typeof setInMemory>[0]) => {
      setInMemory(update);
      try {
        storage?.setItem(key, JSON.stringify({ state: options.partialize(store.getState()), version }));
      } catch {
        // Full or refused: the change stays in memory.
      }
    },
    persist: {
      rehydrate: () => {
        try {
          // Nothing stored keeps the current state; anything stored must pass `read`.
          const persisted = storedState(storage?.getItem(key) ?? null, version);
          const stored = persisted == null ? undefined : options.read(persisted);
          if (stored !== undefined) setInMemory(stored);
        } catch {
          // Unreadable storage or not JSON: the defaults stay.
        }
        return Promise.resolve();
      },
    },
  });
}
