import type { StateStorage } from '@/lib/site/persisted';
import { createPersistedStore } from '@/lib/site/persisted';
import {
  toggledFavourite,
  withRecent,
  type Conversion,
  type RecentConversion,
  type StoredConversion,
  type StoredRecent,
} from './history-entries';

export const HISTORY_STORAGE_KEY = 'conversion-history';

export interface HistoryState {
  /** As stored (./history-entries.ts): lists that show them keep the known ones (./history-known.ts). */
  readonly recent: readonly StoredRecent[];
  readonly favourites: readonly StoredConversion[];
  record: (entry: RecentConversion) => void;
  toggleFavourite: (entry: Conversion) => void;
  clearHistory: () => void;
  /** Drops the entries of both lists that `keep` refuses (the home page: those the catalogue does not know). */
  keepOnly: (keep: (entry: StoredConversion) => boolean) => void;
}

export function createHistoryStore(storage?: () => StateStorage) {
  return createPersistedStore<HistoryState, Pick<HistoryState, 'recent' | 'favourites'>>(
    (set) => ({
      recent: [],
      favourites: [],
      record: (entry) => set((state) => ({ recent: withRecent(state.recent, entry) })),
      toggleFavourite: (entry) => set((state) => ({ favourites: toggledFavourite(state.favourites, entry) })),
      clearHistory: () => set({ recent: [] }),
      keepOnly: (keep) => set((state) => ({ recent: state.recent.filter(keep), favourites: state.favourites.filter(keep) })),
    }),
    {
      key: HISTORY_STORAGE_KEY,
      storage,
      partialize: (state) => ({ recent: state.recent, favourites: state.favourites }),
      // Each list is read on its own: a damaged entry costs only itself.
      read: (persisted) => import('./stored-schemas').then(({ readStoredHistory }) => readStoredHistory(persisted)),
    },
  );
}

export type HistoryStore = ReturnType<typeof createHistoryStore>;

/** The site's one history store, shared by the cards, the box and the home page. */
export const historyStore: HistoryStore = createHistoryStore();
