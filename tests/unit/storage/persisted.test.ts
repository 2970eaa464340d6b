import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createPersistedStore, EARLIER_RELEASE, type StateStorage } from '@/lib/site/persisted';

interface Counter {
  count: number;
  label: string;
  bump(): void;
}

function memoryStorage(entries: Record<string, string> = {}): StateStorage & { entries: Record<string, string> } {
  return {
    entries,
    getItem: (key) => entries[key] ?? null,
    setItem: (key, value) => {
      entries[key] = value;
    },
    removeItem: (key) => {
      delete entries[key];
    },
  };
}

/** A counter kept at version 1, its count checked on the way in; `migrate` reads older entries. */
function counterStore(storage: StateStorage, migrate?: (old: unknown, version: number) => { count: unknown } | undefined) {
  return createPersistedStore<Counter, { count: number }>(
    (set) => ({ count: 0, label: 'not stored', bump: () => set((state) => ({ count: state.count + 1 })) }),
    {
      key: 'counter',
      version: 1,
      storage: () => storage,
      partialize: (state) => ({ count: state.count }),
      migrate,
      read: (persisted) => {
        const count = (persisted as { count?: unknown }).count;
        return typeof count === 'number' && count >= 0 ? { count } : undefined;
      },
    },
  );
}

const stored = (count: unknown) => JSON.stringify({ state: { count }, version: 1 });

/** The counter at version 1; version 0 stored `{ n }`, and an earlier release the bare number. */
function migratingStore(storage: StateStorage) {
  return counterStore(storage, (old, version) =>
    version === 0 ? { count: (old as { n?: unknown }).n } : version === EARLIER_RELEASE ? { count: old } : undefined,
  );
}

describe('createPersistedStore (zustand persist)', () => {
  it('reads nothing until the page asks, then takes a valid stored entry', async () => {
    const store = counterStore(memoryStorage({ counter: stored(7) }));
    expect(store.getState().count).toBe(0);
    await store.persist.rehydrate();
    expect(store.getState()).toMatchObject({ count: 7, label: 'not stored' });
  });

  it('keeps the defaults when the stored entry does not pass the check', async () => {
    const store = counterStore(memoryStorage({ counter: stored(-3) }));
    await store.persist.rehydrate();
    expect(store.getState().count).toBe(0);
  });

  it('saves only the chosen part of the state, with its version', async () => {
    const storage = memoryStorage();
    const store = counterStore(storage);
    await store.persist.rehydrate();
    store.getState().bump();
    expect(JSON.parse(storage.entries.counter!)).toEqual({ state: { count: 1 }, version: 1 });
  });

  it('does not touch storage until the page asks, then reads it once', async () => {
    const storage = memoryStorage({ counter: stored(7) });
    let reads = 0;
    const store = counterStore({ ...storage, getItem: (key) => (reads++, storage.getItem(key)) });
    store.getState().bump();
    expect(reads).toBe(0);
    await store.persist.rehydrate();
    expect(reads).toBe(1);
  });

  it('keeps what the visitor changed while a check loaded on demand, and takes the rest from storage', async () => {
    let release: () => void = () => undefined;
    const checkLoaded = new Promise<void>((resolve) => (release = resolve));
    const store = createPersistedStore<Counter, { count: number; label: string }>(
      (set) => ({ count: 0, label: 'default', bump: () => set((state) => ({ count: state.count + 1 })) }),
      {
        key: 'counter',
        version: 1,
        storage: () => memoryStorage({ counter: JSON.stringify({ state: { count: 7, label: 'stored' }, version: 1 }) }),
        partialize: (state) => ({ count: state.count, label: state.label }),
        read: async (persisted) => {
          await checkLoaded;
          return persisted as Partial<Counter>;
        },
      },
    );
    const reading = store.persist.rehydrate();
    store.getState().bump();
    release();
    await reading;
    expect(store.getState()).toMatchObject({ count: 1, label: 'stored' });
  });

  it('has the stored state as soon as rehydrate returns (storage is synchronous)', () => {
    const store = counterStore(memoryStorage({ counter: stored(7) }));
    void store.persist.rehydrate();
    expect(store.getState().count).toBe(7);
  });

  it('writes on every change, before rehydrate too, as zustand did (pages wait for rehydrate before changing anything)', () => {
    const storage = memoryStorage({ counter: stored(7) });
    const store = counterStore(storage);
    store.getState().bump();
    expect(storage.entries.counter).toBe('{"state":{"count":1},"version":1}');
    store.setState({ count: 4 });
    expect(storage.entries.counter).toBe('{"state":{"count":4},"version":1}');
  });

  it("reads an entry written by zustand's persist, byte for byte as it wrote it", async () => {
    const store = counterStore(memoryStorage({ counter: '{"state":{"count":12},"version":1}' }));
    await store.persist.rehydrate();
    expect(store.getState()).toMatchObject({ count: 12, label: 'not stored' });
  });

  it("writes the same bytes zustand's persist wrote, so an older page reads them too", async () => {
    const storage = memoryStorage();
    const store = counterStore(storage);
    await store.persist.rehydrate();
    store.setState({ count: 12, label: 'not stored either' });
    expect(storage.entries.counter).toBe('{"state":{"count":12},"version":1}');
  });

  it('keeps the defaults for an entry of another version, and reads one without a version', async () => {
    const other = counterStore(memoryStorage({ counter: '{"state":{"count":12},"version":0}' }));
    await other.persist.rehydrate();
    expect(other.getState().count).toBe(0);
    const unversioned = counterStore(memoryStorage({ counter: '{"state":{"count":12}}' }));
    await unversioned.persist.rehydrate();
    expect(unversioned.getState().count).toBe(12);
  });

  it('keeps the defaults, without failing, for what is not an entry', async () => {
    for (const text of ['{not json', 'null', '42', '"text"', '[]', '{}', '{"version":1}', '{"state":null,"version":1}']) {
      const store = counterStore(memoryStorage({ counter: text }));
      await expect(store.persist.rehydrate(), text).resolves.toBeUndefined();
      expect(store.getState().count, text).toBe(0);
    }
  });

  it('keeps the state in memory only when there is no storage (the server, storage refused)', async () => {
    const store = createPersistedStore<Counter, { count: number }>(
      (set) => ({ count: 0, label: '', bump: () => set((state) => ({ count: state.count + 1 })) }),
      { key: 'counter', partialize: (state) => ({ count: state.count }), read: () => ({ count: 99 }) },
    );
    await expect(store.persist.rehydrate()).resolves.toBeUndefined();
    store.getState().bump();
    expect(store.getState().count).toBe(1);

    const refused = createPersistedStore<Counter, { count: number }>(
      (set) => ({ count: 0, label: '', bump: () => set((state) => ({ count: state.count + 1 })) }),
      {
        key: 'counter',
        partialize: (state) => ({ count: state.count }),
        read: () => ({ count: 99 }),
        storage: () => {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      },
    );
    await expect(refused.persist.rehydrate()).resolves.toBeUndefined();
    refused.getState().bump();
    expect(refused.getState().count).toBe(1);
  });

  it('keeps working in memory when storage throws on reading or writing (private mode, full quota)', async () => {
    const failing: StateStorage = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    const store = counterStore(failing);
    await expect(store.persist.rehydrate()).resolves.toBeUndefined();
    expect(() => store.getState().bump()).not.toThrow();
    expect(() => store.setState({ count: 5 })).not.toThrow();
    expect(store.getState().count).toBe(5);
  });

  it('reads back through `read` whatever it wrote (a law)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.nat(), fc.string(), async (count, label) => {
        const storage = memoryStorage();
        const first = counterStore(storage);
        first.setState({ count, label });
        const reloaded = counterStore(storage);
        await reloaded.persist.rehydrate();
        expect(reloaded.getState()).toMatchObject({ count, label: 'not stored' });
      }),
      { seed: 7, numRuns: 200 },
    );
  });

  it('takes from any stored JSON only what passes `read`, and never fails (a law)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue(), fc.option(fc.integer({ min: 0, max: 2 })), async (state, version) => {
        const text = JSON.stringify(version === null ? { state } : { state, version });
        const store = counterStore(memoryStorage({ counter: text }));
        await expect(store.persist.rehydrate()).resolves.toBeUndefined();
        const count = (state as { count?: unknown } | null)?.count;
        const valid = (version === null || version === 1) && typeof count === 'number' && count >= 0;
        expect(store.getState().count).toBe(valid ? count : 0);
      }),
      { seed: 11, numRuns: 300 },
    );
  });

  it('migrates an entry of an earlier version, checks it like any other and writes it back in the current shape', async () => {
    const storage = memoryStorage({ counter: '{"state":{"n":5},"version":0}' });
    const store = migratingStore(storage);
    await store.persist.rehydrate();
    expect(store.getState().count).toBe(5);
    expect(storage.entries.counter).toBe('{"state":{"count":5},"version":1}');
  });

  it("migrates what an earlier release kept without persist's entry: bare text or bare JSON", async () => {
    const storage = memoryStorage({ counter: '8' });
    const store = migratingStore(storage);
    await store.persist.rehydrate();
    expect(store.getState().count).toBe(8);
    expect(storage.entries.counter).toBe('{"state":{"count":8},"version":1}');
    for (const text of ['"8"', 'eight', '{"n":8}', '-1']) {
      const other = migratingStore(memoryStorage({ counter: text }));
      await other.persist.rehydrate();
      expect(other.getState().count, text).toBe(0);
    }
  });

  it('keeps the defaults for a version it cannot migrate', async () => {
    const store = migratingStore(memoryStorage({ counter: '{"state":{"count":5},"version":7}' }));
    await store.persist.rehydrate();
    expect(store.getState().count).toBe(0);
  });

  it('keeps to memory, never overwriting the entry, when the check cannot load (a dropped connection)', async () => {
    const storage = memoryStorage({ counter: stored(7) });
    const store = createPersistedStore<Counter, { count: number }>(
      (set) => ({ count: 0, label: '', bump: () => set((state) => ({ count: state.count + 1 })) }),
      {
        key: 'counter',
        version: 1,
        storage: () => storage,
        partialize: (state) => ({ count: state.count }),
        read: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      },
    );
    await store.persist.rehydrate();
    store.getState().bump();
    expect(store.getState().count).toBe(1);
    expect(storage.entries.counter).toBe(stored(7));
  });
});
