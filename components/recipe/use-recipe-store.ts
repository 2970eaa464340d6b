'use client';

import { useStore } from 'zustand';
import { useRehydrated } from '@/components/storage/use-rehydrated';
import { recipeStore, type RecipeState } from '@/lib/recipe/store';

/** A slice of the recipe store, re-rendering only when it changes. */
export function useRecipeStore<T>(selector: (state: RecipeState) => T): T {
  return useStore(recipeStore, selector);
}

/** Whether the stored recipe has been read; nothing may be computed or saved before. */
export function useRecipeHydration(): boolean {
  return useRehydrated(recipeStore);
}
