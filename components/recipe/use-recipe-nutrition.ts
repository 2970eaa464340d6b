'use client';

import { useLocale } from 'next-intl';
import { useEffect, useMemo, useState } from 'react';
import type { Locale } from '@/i18n/locales';
import type { Nutrients } from '@/lib/nutrition/types';
import { recipeEngine } from '@/lib/recipe/engine-loader';
import { latestOnly, STALE } from '@/lib/recipe/latest-only';
import { namesToLookUp } from '@/lib/recipe/nutrition-items';
import { nutritionState, type NutritionState } from '@/lib/recipe/nutrition-state';
import type { FoodChoices } from '@/lib/recipe/food-choices';
import type { ComputedRecipe } from '@/lib/recipe/types';
import type { KnownFoods } from './use-known-foods';

export type { NutritionState } from '@/lib/recipe/nutrition-state';

const NOTHING_TO_LOOK_UP: ReadonlyMap<string, Nutrients | null> = new Map();

// Only names of a recipe the engine computed need looking up, so the engine, which asks the food
// search, is on its way already. Only the answer to the latest recipe is used.
const lookUpLatest = latestOnly((names: readonly string[], language: Locale) => recipeEngine.lookUpFoods(names, language));

interface Found {
  readonly key: string;
  readonly nutrients: ReadonlyMap<string, Nutrients | null>;
}

/**
 * The nutrition of the computed recipe. Foods missing from the built-in table are looked up first
 * (while the table itself may still be loading); an answer for an older recipe or language is ignored.
 */
export function useRecipeNutrition(recipe: ComputedRecipe | null, choices: FoodChoices, known: KnownFoods): NutritionState {
  const locale = useLocale();
  const names = useMemo(() => (recipe === null ? [] : namesToLookUp(recipe.items, choices)), [recipe, choices]);
  const key = `${locale}\n${names.join('\n')}`;
  const [found, setFound] = useState<Found | null>(null);

  useEffect(() => {
    if (names.length === 0) return;
    let current = true;
    lookUpLatest(names, locale)
      .then((nutrients) => {
        if (current && nutrients !== STALE) setFound({ key, nutrients });
      })
      .catch((error: unknown) => console.error('[recipe] nutrition lookup failed', error));
    return () => {
      current = false;
    };
  }, [names, locale, key]);

  const lookedUp = names.length === 0 ? NOTHING_TO_LOOK_UP : found?.key === key ? found.nutrients : null;
  const { facts, failed } = known;

  return useMemo(
    () => nutritionState({ recipe, lookedUp, choices, facts, tableFailed: failed }),
    [recipe, lookedUp, choices, facts, failed],
  );
}
