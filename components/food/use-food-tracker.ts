'use client';

import { useStore } from 'zustand';
import { useRehydrated } from '@/components/storage/use-rehydrated';
import { foodTrackerStore, type FoodTrackerState } from '@/lib/food-tracker/store';

/**
 * The tracker list from browser storage. `hydrated` is false until storage has been read after the
 * first render (the server cannot see it), so the page never flashes "no foods" over a saved list.
 */
export function useFoodTracker(): FoodTrackerState & { hydrated: boolean } {
  const state = useStore(foodTrackerStore);
  const hydrated = useRehydrated(foodTrackerStore);
  return { ...state, hydrated };
}
