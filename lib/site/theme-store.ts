import { createPersistedStore, EARLIER_RELEASE, type StateStorage } from './persisted';
import { THEME_STORAGE_KEY, THEME_STORAGE_VERSION, type ThemeChoice } from './theme';

interface ThemeState {
  readonly choice: ThemeChoice;
  choose(choice: ThemeChoice): void;
}

/**
 * The visitor's theme choice, kept by persist (./persisted.ts) for the header's control; the head
 * script (./theme.ts) reads the same entry before the first paint.
 */
export function createThemeStore(storage?: () => StateStorage) {
  return createPersistedStore<ThemeState, Pick<ThemeState, 'choice'>>(
    (set) => ({ choice: 'system', choose: (choice) => set({ choice }) }),
    {
      key: THEME_STORAGE_KEY,
      version: THEME_STORAGE_VERSION,
      storage,
      partialize: (state) => ({ choice: state.choice }),
      // Earlier releases kept the bare choice; `read` then checks it like any other.
      migrate: (stored, version) => (version === EARLIER_RELEASE ? { choice: stored } : undefined),
      read: (persisted) => import('./stored-choices').then(({ storedThemeSchema }) => storedThemeSchema.safeParse(persisted).data),
    },
  );
}

type ThemeStore = ReturnType<typeof createThemeStore>;

export const themeStore: ThemeStore = createThemeStore();
