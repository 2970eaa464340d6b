import { createPersistedStore, EARLIER_RELEASE, type StateStorage } from '@/lib/site/persisted';
import { unitsStorageKey } from './storage';
import type { UnitPair } from './units';

/**
 * The last units chosen in a category, kept by persist (lib/site/persisted.ts) under the category's
 * key as `{"state":{"units":{"from":"ft","to":"m"}},"version":0}`. Reading an entry back checks it
 * with zod/mini (./stored-schemas.ts), which loads only when there is an entry to read.
 */
export interface StoredUnitsState {
  /** The units last chosen, null until some are (or when the entry is not ours). */
  readonly units: UnitPair | null;
  remember(units: UnitPair): void;
}

export function createUnitsStore(category: string, storage?: () => StateStorage) {
  return createPersistedStore<StoredUnitsState, Pick<StoredUnitsState, 'units'>>(
    (set) => ({ units: null, remember: ({ from, to }) => set({ units: { from, to } }) }),
    {
      key: unitsStorageKey(category),
      storage,
      partialize: (state) => ({ units: state.units }),
      // Earlier releases kept the bare pair `{"from":"ft","to":"m"}`.
      migrate: (stored, version) => (version === EARLIER_RELEASE ? { units: stored } : undefined),
      read: (persisted) => import('./stored-schemas').then(({ storedUnitsSchema }) => storedUnitsSchema.safeParse(persisted).data),
    },
  );
}

type UnitsStore = ReturnType<typeof createUnitsStore>;

const stores = new Map<string, UnitsStore>();

/** The category's one store, shared by its cards. */
export function unitsStoreOf(category: string): UnitsStore {
  let store = stores.get(category);
  if (store === undefined) stores.set(category, (store = createUnitsStore(category)));
  return store;
}
