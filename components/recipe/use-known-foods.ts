'use client';

import { useStore } from 'zustand';
import type { FoodFacts } from '@/lib/recipe/food-facts';
import { recipeEngine } from '@/lib/recipe/engine-loader';
import { SAMPLE_FACTS } from '@/lib/recipe/precomputed';

export interface KnownFoods {
  /** The whole table once the engine has loaded, the sample's foods until then. */
  readonly facts: FoodFacts;
  /** Whether the last try to load the engine failed. */
  readonly failed: boolean;
}

/**
 * What the page knows of the food table now. Only the computation asks for the engine
 * (use-recipe-computation.ts); this follows what it brought.
 */
export function useKnownFoods(): KnownFoods {
  const { engine, failed } = useStore(recipeEngine.store);
  return { facts: engine?.TABLE_FACTS ?? SAMPLE_FACTS, failed };
}
