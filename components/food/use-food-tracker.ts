'use client';

import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { foodTrackerStore, type FoodTrackerState } from '@/lib/food-tracker/store';

/**
 * The tracker list from browser storage. `hydrated` is false until storage has been read after the
 * first render (the server cannot see it), so the page never flashes "no foods" over a saved list.
 */
export function useFoodTracker(): FoodTrackerState & { hydrated: boolean } {
  const state = useStore(foodTrackerStore);
  const [hydrated, setHydrated] = useState(false);

  useEffect(() => {
    void Promise.resolve(foodTrackerStore.persist.rehydrate()).finally(() => setHydrated(true));
  }, []);

  return { ...state, hydrated };
}
