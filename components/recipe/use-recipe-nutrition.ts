'use client';

import { useLocale } from 'next-intl';
import { useEffect, useMemo, useState } from 'react';
import { hasAnyNutritionData, type NutritionResult } from '@/lib/nutrition/recipe-nutrition';
import type { Locale } from '@/i18n/locales';
import type { Nutrients } from '@/lib/nutrition/types';
import { FoodLookup } from '@/lib/recipe/food-lookup';
import { latestOnly, STALE } from '@/lib/recipe/latest-only';
import { namesToLookUp, recipeNutrition } from '@/lib/recipe/nutrition';
import type { FoodChoices } from '@/lib/recipe/food-choices';
import type { ComputedRecipe } from '@/lib/recipe/types';

/** The nutrition view: no data (a prompt), loading (a spinner), or shown. */
export type NutritionState =
  | { readonly status: 'no-data' }
  | { readonly status: 'loading' }
  | { readonly status: 'shown'; readonly result: NutritionResult };

const NOTHING_TO_LOOK_UP: ReadonlyMap<string, Nutrients | null> = new Map();

// One cache for the page's life: a food looked up once is not asked for again. Only the answer to
// the latest recipe is used.
const foodLookup = new FoodLookup();
const lookUpLatest = latestOnly((names: readonly string[], language: Locale) => foodLookup.lookupAll(names, language));

interface Found {
  readonly key: string;
  readonly nutrients: ReadonlyMap<string, Nutrients | null>;
}

/**
 * The nutrition of the computed recipe. Foods missing from the built-in table are looked up first;
 * an answer for an older recipe or language is ignored.
 */
export function useRecipeNutrition(recipe: ComputedRecipe | null, choices: FoodChoices): NutritionState {
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

  return useMemo((): NutritionState => {
    if (recipe === null || recipe.items.length === 0) return { status: 'no-data' };
    if (lookedUp === null) return { status: 'loading' };
    try {
      const result = recipeNutrition(recipe, lookedUp, choices);
      return hasAnyNutritionData(result) ? { status: 'shown', result } : { status: 'no-data' };
    } catch (error) {
      console.error('[recipe] nutrition computation failed', error);
      return { status: 'no-data' };
    }
  }, [recipe, lookedUp, choices]);
}
