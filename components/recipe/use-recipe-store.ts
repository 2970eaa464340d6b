'use client';

import { useStore } from 'zustand';
import { useRehydrated } from '@/components/storage/use-rehydrated';
import { foodChoiceStore, type FoodChoices } from '@/lib/recipe/food-choices';
import { recipeStore, type RecipeState } from '@/lib/recipe/store';

/** A slice of the recipe store, re-rendering only when it changes. */
export function useRecipeStore<T>(selector: (state: RecipeState) => T): T {
  return useStore(recipeStore, selector);
}

/** Whether the stored recipe has been read; nothing may be computed or saved before. */
export function useRecipeHydration(): boolean {
  const recipe = useRehydrated(recipeStore);
  const choices = useRehydrated(foodChoiceStore);
  return recipe && choices;
}

/** The foods chosen by hand, by name. */
export function useFoodChoices(): FoodChoices {
  return useStore(foodChoiceStore, (state) => state.choices);
}
