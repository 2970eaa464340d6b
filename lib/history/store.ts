import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware';
import { createStore } from 'zustand/vanilla';
import {
  readFavourites,
  readRecent,
  toggledFavourite,
  withRecent,
  type Conversion,
  type RecentConversion,
} from './entries';

export const HISTORY_STORAGE_KEY = 'conversion-history';

export interface HistoryState {
  readonly recent: readonly RecentConversion[];
  readonly favourites: readonly Conversion[];
  record: (entry: RecentConversion) => void;
  toggleFavourite: (entry: Conversion) => void;
  clearHistory: () => void;
}

function browserStorage(): StateStorage {
  return localStorage;
}

export function createHistoryStore(storage: () => StateStorage = browserStorage) {
  return createStore<HistoryState>()(
    persist(
      (set) => ({
        recent: [],
        favourites: [],
        record: (entry) => set((state) => ({ recent: withRecent(state.recent, entry) })),
        toggleFavourite: (entry) => set((state) => ({ favourites: toggledFavourite(state.favourites, entry) })),
        clearHistory: () => set({ recent: [] }),
      }),
      {
        name: HISTORY_STORAGE_KEY,
        storage: createJSONStorage(storage),
        partialize: (state) => ({ recent: state.recent, favourites: state.favourites }),
        merge: (persisted, current) => {
          const stored = (persisted ?? {}) as Record<string, unknown>;
          return { ...current, recent: readRecent(stored.recent), favourites: readFavourites(stored.favourites) };
        },
        // Pages rehydrate after mounting, so the server's HTML and the first render agree.
        skipHydration: true,
      },
    ),
  );
}

export type HistoryStore = ReturnType<typeof createHistoryStore>;

/** The site's one history store, shared by the cards, the box and the home page. */
export const historyStore: HistoryStore = createHistoryStore();
