import { describe, expect, it } from 'vitest';
import type { StateStorage } from 'zustand/middleware';
import { createPersistedStore } from '@/lib/storage/persisted-store';

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

function counterStore(storage: StateStorage) {
  return createPersistedStore<Counter, { count: number }>(
    (set) => ({ count: 0, label: 'not stored', bump: () => set((state) => ({ count: state.count + 1 })) }),
    {
      key: 'counter',
      version: 1,
      storage: () => storage,
      partialize: (state) => ({ count: state.count }),
      read: (persisted) => {
        const count = (persisted as { count?: unknown }).count;
        return typeof count === 'number' && count >= 0 ? { count } : undefined;
      },
    },
  );
}

const stored = (count: unknown) => JSON.stringify({ state: { count }, version: 1 });

describe('createPersistedStore', () => {
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
});
