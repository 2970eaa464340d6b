/**
 * A zustand store kept in browser storage with zustand's `persist`: the one way the site remembers
 * client state across reloads (history, units, format, theme, consent, the tools' lists). What is
 * read back passes the feature's `read` (its zod/mini schema, which may load on demand: then reading
 * storage waits for it), so a tampered entry gives the defaults; an entry of an earlier version or
 * release goes through `migrate` first and is written back in the current shape. Storage is read
 * only when the page asks (`store.persist.rehydrate()`, components/storage/use-rehydrated.ts), so
 * the server's HTML and the first client render agree. A storage that fails (none on the server,
 * private mode, a full quota) never throws to the page: the state is then kept in memory only.
 */
import { createStore, type StateCreator } from 'zustand/vanilla';
import { persist, type PersistOptions, type PersistStorage, type StateStorage, type StorageValue } from 'zustand/middleware';
import { browserStorage } from './browser-storage';

export type { StateStorage };

type Stored<S> = Partial<S> | undefined;

/**
 * The version `migrate` is given for what an earlier release kept under the key without persist's
 * `{ state, version }` entry: its raw text ("dark"), or its JSON when that is not such an entry.
 */
export const EARLIER_RELEASE = -1;

export interface PersistedStoreOptions<S, P> {
  /** The storage key. */
  readonly key: string;
  /** Bump when the stored shape changes; entries of another version go through `migrate`. */
  readonly version?: number;
  /**
   * The state of an entry of an earlier `version` (or EARLIER_RELEASE) in the current shape, before
   * `read` checks it; without it such entries give the defaults.
   */
  readonly migrate?: (stored: unknown, version: number) => unknown;
  /** The part of the state that is stored. */
  readonly partialize: (state: S) => P;
  /** The state to take from a stored entry, or undefined to keep the defaults (invalid entry). */
  readonly read: (persisted: unknown) => Stored<S> | Promise<Stored<S>>;
  /** Where to keep it; the browser's localStorage by default (tests pass their own). */
  readonly storage?: () => StateStorage | undefined;
}

/** What `action` gives, or undefined when it throws (storage refused, full or unreadable). */
function quietly<T>(action: () => T): T | undefined {
  try {
    return action();
  } catch {
    return undefined;
  }
}

/** The stored text as persist's entry; one without a version counts as current, as persist has it. */
function entryOf(text: string, version: number): StorageValue<unknown> {
  const json = quietly(() => JSON.parse(text) as unknown) ?? text;
  if (typeof json === 'object' && json !== null && 'state' in json) {
    const entry = json as StorageValue<unknown>;
    return typeof entry.version === 'number' ? entry : { ...entry, version };
  }
  return { state: json, version: EARLIER_RELEASE };
}

/**
 * The JSON entry `{ state, version }` zustand writes, its state migrated and read through `read` on
 * the way in (keeping its version, so persist writes a migrated entry back); what cannot be read is
 * absent, what cannot be written stays in memory.
 */
function checkedStorage<S>(
  storage: () => StateStorage | undefined,
  { read, migrate, version = 0 }: Pick<PersistedStoreOptions<S, unknown>, 'read' | 'migrate' | 'version'>,
): PersistStorage<Stored<S>> {
  // A check that could not load (a dropped connection) leaves the entry unread: until a later read
  // succeeds, the page keeps its state in memory only rather than overwrite what it could not read.
  let unread = false;
  return {
    getItem: (key) =>
      quietly(() => {
        // Web Storage answers at once: the page has the stored state as soon as rehydrate returns.
        const text = storage()?.getItem(key) as string | null | undefined;
        if (text == null) return null;
        const entry = entryOf(text, version);
        const current = entry.version === version ? entry.state : migrate?.(entry.state, entry.version ?? EARLIER_RELEASE);
        if (current == null) return null;
        const state = read(current);
        if (!(state instanceof Promise)) return { ...entry, state };
        return state.then(
          (checked) => {
            unread = false;
            return { ...entry, state: checked };
          },
          () => {
            unread = true;
            return null;
          },
        );
      }) ?? null,
    setItem: (key, value) => void (unread || quietly(() => storage()?.setItem(key, JSON.stringify(value)))),
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
      storage: checkedStorage<S>(options.storage ?? browserStorage, options) as unknown as PersistOptions<S, P>['storage'],
      // checkedStorage migrated it already: persist only writes the entry back in the current shape.
      migrate: (state) => state as P,
      partialize: options.partialize,
      skipHydration: true,
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
