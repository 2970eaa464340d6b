import { loadOnce } from '@/lib/site/load-once';

/**
 * The store of the visitor's own units once it has read storage, for reading and changing it: a
 * change made before the read would be replaced by what was stored. Once per page (a failed load
 * is tried again); zustand's persist comes with it, so only pages that need it load it.
 */
export const changeCustomUnits = loadOnce(async () => {
  const { customUnitsStore } = await import('@/lib/custom-units/store');
  const store = customUnitsStore();
  await store.persist.rehydrate();
  return store;
});
