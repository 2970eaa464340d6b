/**
 * The tracker list in browser storage (lib/site/persisted), so it survives a reload. Whatever is read
 * back is checked (./stored-list.ts): a tampered or outdated entry gives an empty list, never a broken page.
 */
import type { StateStorage } from '@/lib/site/persisted';
import {
  addFood,
  clearFoods,
  decreaseFoodQuantity,
  increaseFoodQuantity,
  removeFood,
  setFoodQuantity,
  type FoodIdSource,
  type FoodList,
} from '@/lib/food-tracker/list';
import type { FoodSearchResult } from '@/lib/nutrition/types';
import { createPersistedStore } from '@/lib/site/persisted';

export const FOOD_TRACKER_STORAGE_KEY = 'food-calories';
const FOOD_TRACKER_STORAGE_VERSION = 1;

export interface FoodTrackerState {
  readonly foods: FoodList;
  add(result: FoodSearchResult, query: string): void;
  remove(id: string): void;
  clear(): void;
  setQuantity(id: string, quantity: number): void;
  increase(id: string): void;
  decrease(id: string): void;
}

export interface FoodTrackerStoreOptions {
  /** Where the list is kept; localStorage in the browser. */
  readonly storage?: () => StateStorage;
  readonly ids?: FoodIdSource;
}

export function createFoodTrackerStore(options: FoodTrackerStoreOptions = {}) {
  return createPersistedStore<FoodTrackerState, { foods: FoodList }>(
    (set) => {
      const update = (change: (foods: FoodList) => FoodList) =>
        set((state) => {
          const foods = change(state.foods);
          return foods === state.foods ? state : { foods };
        });
      return {
        foods: [],
        add: (result, query) => update((foods) => addFood(foods, result, query, options.ids)),
        remove: (id) => update((foods) => removeFood(foods, id)),
        clear: () => update((foods) => (foods.length === 0 ? foods : clearFoods())),
        setQuantity: (id, quantity) => update((foods) => setFoodQuantity(foods, id, quantity)),
        increase: (id) => update((foods) => increaseFoodQuantity(foods, id)),
        decrease: (id) => update((foods) => decreaseFoodQuantity(foods, id)),
      };
    },
    {
      key: FOOD_TRACKER_STORAGE_KEY,
      version: FOOD_TRACKER_STORAGE_VERSION,
      storage: options.storage,
      partialize: (state) => ({ foods: state.foods }),
      // An invalid list gives an empty one.
      read: (persisted) => import('@/lib/food-tracker/stored-list').then(({ readStoredFoods }) => ({ foods: readStoredFoods(persisted) })),
    },
  );
}

/** The page's store, kept in localStorage under FOOD_TRACKER_STORAGE_KEY. */
export const foodTrackerStore = createFoodTrackerStore();
