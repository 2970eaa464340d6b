'use client';

import { useLocale } from 'next-intl';
import { useEffect, useState } from 'react';
import { recipeEngine } from '@/lib/recipe/engine-loader';
import { blankRecipe, isBlankRecipe, sampleRecipe } from '@/lib/recipe/precomputed';
import { RECOMPUTE_DELAY_MS } from '@/lib/recipe/timing';
import { recipeStore } from '@/lib/recipe/store';
import type { RecipeCustomUnit } from '@/lib/recipe/custom-match';
import type { FoodChoices } from '@/lib/recipe/food-choices';
import type { RecipeInput } from '@/lib/recipe/types';
import { useUnitLabeler } from './use-unit-labeler';

/**
 * Keeps the computed recipe in the store up to date with the lines, servings, system, chosen foods
 * and language. The untouched sample and a blank recipe are there at once (precomputed.ts); any
 * other recipe is computed by the recipe engine, fetched on the first such change, 120 ms after the
 * last one. A failure (of the computation or of loading the engine) is only logged: the last good
 * recipe stays on screen, and the next change tries again. Says whether the stored recipe is the
 * one of this input (false while a computation is on its way). The visitor's own units (`customUnits`)
 * may change how a line reads, so with some the sample too is computed.
 */
export function useRecipeComputation(
  input: RecipeInput,
  choices: FoodChoices,
  enabled: boolean,
  customUnits: readonly RecipeCustomUnit[],
): boolean {
  const locale = useLocale();
  const unitLabel = useUnitLabeler();
  const [doneFor, setDoneFor] = useState<{
    input: RecipeInput;
    choices: FoodChoices;
    locale: string;
    customUnits: readonly RecipeCustomUnit[];
  } | null>(null);
  useEffect(() => {
    if (!enabled) return;
    const done = () => setDoneFor({ input, choices, locale, customUnits });
    const sample = customUnits.length === 0 ? sampleRecipe(input, locale, choices) : null;
    const ready = sample ?? (isBlankRecipe(input) ? blankRecipe(input) : null);
    if (ready !== null) {
      recipeStore.getState().setComputed(ready);
      done();
      return;
    }
    // Start fetching now rather than after the delay; the outcome is reported when it is used.
    const engine = recipeEngine.load();
    engine.catch(() => {});
    let current = true;
    const timer = setTimeout(() => {
      engine
        .then((loaded) => {
          if (!current) return;
          recipeStore.getState().setComputed(loaded.computeRecipe(input, { locale, unitLabel, choices, customUnits }));
          done();
        })
        .catch((error: unknown) => console.error('[recipe] computation failed', error));
    }, RECOMPUTE_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [input, choices, locale, unitLabel, enabled, customUnits]);
  return (
    doneFor !== null &&
    doneFor.input === input &&
    doneFor.choices === choices &&
    doneFor.locale === locale &&
    doneFor.customUnits === customUnits
  );
}
