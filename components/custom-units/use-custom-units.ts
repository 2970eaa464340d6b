'use client';

import { useCallback, useMemo, useState, useSyncExternalStore } from 'react';
import { useLoadedStore } from '@/components/storage/use-loaded-store';
import { loadOnce } from '@/lib/site/load-once';
import { canDefineIn } from '@/lib/custom-units/read-definition';
import { readLinkDefines, type LinkDefines } from '@/lib/custom-units/link';
import { hasStoredCustomUnits } from '@/lib/custom-units/storage-key';
import type { CustomUnitsState } from '@/lib/custom-units/store';
import type { CustomUnit } from '@/lib/custom-units/types';

const subscribeNothing = () => () => {};
const EMPTY: readonly CustomUnit[] = [];
const NO_LINK: LinkDefines = { units: EMPTY };

// The store (and zustand's persist with it) loads only for a visitor who has units or opens the editor.
export const loadCustomUnitsStore = () => import('@/lib/custom-units/store').then((module) => module.customUnitsStore());

/**
 * The store once it has read storage, for changing it: a change made before the read would be
 * replaced by what was stored. Once per page (a failed load is tried again).
 */
export const changeCustomUnits = loadOnce(async () => {
  const store = await loadCustomUnitsStore();
  await store.persist.rehydrate();
  return store;
});
const notWanted = () => new Promise<never>(() => undefined);
const pickUnits = (state: CustomUnitsState) => state.units;

export interface CustomUnitsOfCard {
  /** Whether the category can have units of one's own at all (a linear one). */
  readonly possible: boolean;
  /** The units a card of the category offers: the link's, then the kept ones the link does not redefine. */
  readonly units: readonly CustomUnit[];
  /** What the page's link defines, kept or not, or why it could not be read. */
  readonly link: LinkDefines;
  /** The link's units that are not kept yet (or differ from the kept ones). */
  readonly unkept: readonly CustomUnit[];
  /** Loads the store now (the editor opens, a link's units are to be kept). */
  readonly want: () => void;
}

const sameDefinition = (a: CustomUnit, b: CustomUnit) =>
  a.id === b.id && a.amount === b.amount && a.unit === b.unit && a.symbol === b.symbol && a.name === b.name;

/**
 * The visitor's own units of a category, for a converter card: the kept ones (read once the page is
 * live, and only when this browser keeps some) and, on a page whose address is shared, those its
 * link defines (`?define=mug:350:ml`), which count for this visit and are kept only when asked.
 */
export function useCustomUnits(category: string, readsLink: boolean): CustomUnitsOfCard {
  const possible = canDefineIn(category);
  const hydrated = useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
  const search = useSyncExternalStore(
    subscribeNothing,
    () => (readsLink && possible ? window.location.search : ''),
    () => '',
  );
  const [asked, setAsked] = useState(false);
  const wanted = possible && hydrated && (asked || hasStoredCustomUnits());
  const { value: kept } = useLoadedStore(wanted ? loadCustomUnitsStore : notWanted, pickUnits, EMPTY);
  const link = useMemo(() => (search === '' ? NO_LINK : readLinkDefines(search, category)), [search, category]);
  const units = useMemo(() => {
    const own = kept.filter((unit) => unit.category === category && !link.units.some((linked) => linked.id === unit.id));
    return link.units.length === 0 && own.length === kept.length ? kept : [...link.units, ...own];
  }, [kept, link, category]);
  const unkept = useMemo(() => link.units.filter((unit) => !kept.some((other) => sameDefinition(unit, other))), [link, kept]);
  const want = useCallback(() => setAsked(true), []);
  return { possible, units, link, unkept, want };
}
