'use client';

import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { foodChoiceStore, type FoodChoices } from '@/lib/recipe/food-choices';
import { recipeStore, type RecipeState } from '@/lib/recipe/store';

/** A slice of the recipe store, re-rendering only when it changes. */
export function useRecipeStore<T>(selector: (state: RecipeState) => T): T {
  return useStore(recipeStore, selector);
}

/**
 * Reads the stored recipe once the page is on screen (so the server's HTML and the first render
 * agree) and reports when that is done; nothing may be computed or saved before, or the defaults
 * would overwrite what the visitor left.
 */
export function useRecipeHydration(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    let active = true;
    void Promise.all([recipeStore.persist.rehydrate(), foodChoiceStore.persist.rehydrate()]).then(() => {
      if (active) setHydrated(true);
    });
    return () => {
      active = false;
    };
  }, []);
  return hydrated;
}

/** The foods chosen by hand, by name. */
export function useFoodChoices(): FoodChoices {
  return useStore(foodChoiceStore, (state) => state.choices);
}
