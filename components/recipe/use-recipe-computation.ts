'use client';

import { useLocale } from 'next-intl';
import { useEffect } from 'react';
import { computeRecipe } from '@/lib/recipe/compute';
import { RECOMPUTE_DELAY_MS } from '@/lib/recipe/timing';
import { recipeStore } from '@/lib/recipe/store';
import type { FoodChoices } from '@/lib/recipe/food-choices';
import type { RecipeInput } from '@/lib/recipe/types';
import { useUnitLabeler } from './use-unit-labeler';

/**
 * Recomputes the scaled recipe 120 ms after the last change of lines, servings, system, chosen
 * foods or language and stores it. A failure is only logged: the last good recipe stays on screen.
 */
export function useRecipeComputation(input: RecipeInput, choices: FoodChoices, enabled: boolean): void {
  const locale = useLocale();
  const unitLabel = useUnitLabeler();
  useEffect(() => {
    if (!enabled) return;
    const timer = setTimeout(() => {
      try {
        recipeStore.getState().setComputed(computeRecipe(input, { locale, unitLabel, choices }));
      } catch (error) {
        console.error('[recipe] computation failed', error);
      }
    }, RECOMPUTE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [input, choices, locale, unitLabel, enabled]);
}
