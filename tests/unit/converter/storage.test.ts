import { describe, expect, it } from 'vitest';
import { unitsStorageKey } from '@/lib/converter';
import { createUnitsStore, unitsStoreOf } from '@/lib/converter/units-store';
import type { StateStorage } from '@/lib/site/persisted';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = { ...initial };
  const storage: StateStorage = {
    getItem: (key) => (Object.hasOwn(data, key) ? data[key]! : null),
    setItem: (key, value) => {
      data[key] = value;
    },
    removeItem: (key) => {
      delete data[key];
    },
  };
  return { data, storage: () => storage };
}

const refusing: StateStorage = {
  getItem: () => {
    throw new Error('SecurityError: storage is disabled');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
  removeItem: () => undefined,
};

const entry = (units: unknown) => JSON.stringify({ state: { units }, version: 0 });

async function unitsIn(category: string, data: Record<string, string>) {
  const store = createUnitsStore(category, memoryStorage(data).storage);
  await store.persist.rehydrate();
  return store.getState().units;
}

describe('stored units', () => {
  it('keep one entry per category', () => {
    expect(unitsStorageKey('length')).toBe('converter:length');
    expect(unitsStorageKey('weight')).not.toBe(unitsStorageKey('length'));
    expect(unitsStoreOf('length')).toBe(unitsStoreOf('length'));
    expect(unitsStoreOf('weight')).not.toBe(unitsStoreOf('length'));
  });

  it('are read back as they were remembered, in their own category only', async () => {
    const { data, storage } = memoryStorage();
    const length = createUnitsStore('length', storage);
    await length.persist.rehydrate();
    length.getState().remember({ from: 'cm', to: 'in' });
    expect(data['converter:length']).toBe(entry({ from: 'cm', to: 'in' }));
    expect(await unitsIn('length', data)).toEqual({ from: 'cm', to: 'in' });
    expect(await unitsIn('weight', data)).toBeNull();
  });

  it("are read from a returning visitor's bare pair", async () => {
    expect(await unitsIn('length', { 'converter:length': '{"from":"ft","to":"m"}' })).toEqual({ from: 'ft', to: 'm' });
  });

  it('are ignored when not of the stored shape', async () => {
    for (const raw of [
      'not json',
      '"cm"',
      '{"from":1,"to":"in"}',
      '[]',
      'null',
      JSON.stringify({ from: 'x'.repeat(100), to: 'in' }),
      entry({ from: 'cm' }),
      entry(null),
    ]) {
      expect(await unitsIn('length', { 'converter:length': raw }), raw).toBeNull();
    }
  });

  it('are kept in memory, without throwing, when storage refuses (private mode, quota)', async () => {
    const store = createUnitsStore('length', () => refusing);
    await expect(store.persist.rehydrate()).resolves.toBeUndefined();
    expect(() => store.getState().remember({ from: 'cm', to: 'in' })).not.toThrow();
    expect(store.getState().units).toEqual({ from: 'cm', to: 'in' });
  });
});
