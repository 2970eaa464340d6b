import type { ResultFormat } from '@/lib/format/answer';
import { createPersistedStore, EARLIER_RELEASE, type StateStorage } from '@/lib/site/persisted';
import { FORMAT_STORAGE_KEY, formatOfKey } from './format-preference';

export interface FormatState {
  readonly format: ResultFormat;
  choose(format: ResultFormat): void;
}

/**
 * The visitor's result format (decimal or fraction, and precision), one for every converter card,
 * kept by persist (lib/site/persisted.ts) as `{"state":{"format":{…}},"version":0}`.
 */
export function createFormatStore(storage?: () => StateStorage) {
  return createPersistedStore<FormatState, Pick<FormatState, 'format'>>(
    (set) => ({ format: { kind: 'decimal' }, choose: (format) => set({ format }) }),
    {
      key: FORMAT_STORAGE_KEY,
      storage,
      partialize: (state) => ({ format: state.format }),
      // Earlier releases kept the Precision list's key ("f8", "d2"); anything else there is the default.
      migrate: (stored, version) =>
        version === EARLIER_RELEASE && typeof stored === 'string' ? { format: formatOfKey(stored) } : undefined,
      read: (persisted) => import('./stored-schemas').then(({ storedFormatSchema }) => storedFormatSchema.safeParse(persisted).data),
    },
  );
}

type FormatStore = ReturnType<typeof createFormatStore>;

export const formatStore: FormatStore = createFormatStore();
