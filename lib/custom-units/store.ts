import { createPersistedStore, type StateStorage } from '@/lib/site/persisted';
import { CUSTOM_UNIT_LIMITS } from './limits';
import { CUSTOM_UNITS_KEY } from './storage-key';
import type { CustomUnit } from './types';

/**
 * The visitor's own units, every category's in one persist entry (lib/site/persisted.ts) under
 * CUSTOM_UNITS_KEY as `{"state":{"units":[…]},"version":0}`. Read back through ./stored-schema.ts,
 * which loads with this module; this module loads only for a visitor who has units or opens the editor.
 */
export interface CustomUnitsState {
  readonly units: readonly CustomUnit[];
  /** Adds a unit, or replaces the one of its category with the same id (an edit). */
  keep(unit: CustomUnit): void;
  /** Replaces the unit `id` of the unit's category had (a rename) with `unit`. */
  replace(id: string, unit: CustomUnit): void;
  remove(category: string, id: string): void;
  /** Adds imported units, those already kept replaced by the imported ones. */
  merge(units: readonly CustomUnit[]): void;
}

const same = (a: { readonly category: string; readonly id: string }, b: { readonly category: string; readonly id: string }) =>
  a.category === b.category && a.id === b.id;

/** The list with `added` in (replacing any unit of the same category and id), kept to the stored limit. */
function withUnits(units: readonly CustomUnit[], added: readonly CustomUnit[]): CustomUnit[] {
  const rest = units.filter((unit) => !added.some((other) => same(unit, other)));
  return [...rest, ...added].slice(-CUSTOM_UNIT_LIMITS.stored);
}

export function createCustomUnitsStore(storage?: () => StateStorage) {
  return createPersistedStore<CustomUnitsState, Pick<CustomUnitsState, 'units'>>(
    (set) => ({
      units: [],
      keep: (unit) => set((state) => ({ units: withUnits(state.units, [unit]) })),
      replace: (id, unit) =>
        set((state) => ({
          units: withUnits(
            state.units.filter((other) => !same(other, { category: unit.category, id })),
            [unit],
          ),
        })),
      remove: (category, id) => set((state) => ({ units: state.units.filter((unit) => !same(unit, { category, id })) })),
      merge: (units) => set((state) => ({ units: withUnits(state.units, units) })),
    }),
    {
      key: CUSTOM_UNITS_KEY,
      storage,
      partialize: (state) => ({ units: state.units }),
      read: (persisted) =>
        import('./stored-schema').then(({ storedCustomUnitsSchema }) => storedCustomUnitsSchema.safeParse(persisted).data),
    },
  );
}

let store: ReturnType<typeof createCustomUnitsStore> | undefined;

/** The page's one store, shared by every card and tool. */
export const customUnitsStore = () => (store ??= createCustomUnitsStore());
