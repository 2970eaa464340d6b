import type { StateStorage } from '@/lib/site/persisted';

/** A storage in memory for persisted stores under test, with its entries open to inspection. */
export function memoryStorage(entries: Record<string, string> = {}) {
  const data = { ...entries };
  const storage: StateStorage = {
    getItem: (key) => data[key] ?? null,
    setItem: (key, value) => {
      data[key] = value;
    },
    removeItem: (key) => {
      delete data[key];
    },
  };
  return { data, storage: () => storage };
}
