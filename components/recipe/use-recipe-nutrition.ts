'use client';

import { useLocale } from 'next-intl';
import { useMemo } from 'react';
import useSWR from 'swr';
import { FETCH_ONCE } from '@/components/fetch/fetch-once';
import type { Locale } from '@/i18n/locales';
import type { Nutrients } from '@/lib/nutrition/types';
import { recipeEngine } from '@/lib/recipe/engine-loader';
import { namesToLookUp } from '@/lib/recipe/nutrition-items';
import { nutritionState, type NutritionState } from '@/lib/recipe/nutrition-state';
import type { FoodChoices } from '@/lib/recipe/food-choices';
import type { ComputedRecipe } from '@/lib/recipe/types';
import type { KnownFoods } from './use-known-foods';

export type { NutritionState } from '@/lib/recipe/nutrition-state';

const NOTHING_TO_LOOK_UP: ReadonlyMap<string, Nutrients | null> = new Map();

type LookupKey = readonly ['recipe-foods', Locale, ...string[]];

// Only names of a recipe the engine computed need looking up, so the engine, which asks the food
// search, is on its way already. It never rejects: a food it could not ask about has no data.
const lookUp = ([, language, ...names]: LookupKey) => recipeEngine.lookUpFoods(names, language);

/**
 * The nutrition of the computed recipe. Foods missing from the built-in table are looked up first
 * (while the table itself may still be loading), through swr keyed by language and names: the same
 * recipe is asked once for the visit, and an answer for an older recipe or language is not shown.
 */
export function useRecipeNutrition(recipe: ComputedRecipe | null, choices: FoodChoices, known: KnownFoods): NutritionState {
  const locale = useLocale();
  const names = useMemo(() => (recipe === null ? [] : namesToLookUp(recipe.items, choices)), [recipe, choices]);
  const key: LookupKey | null = names.length === 0 ? null : ['recipe-foods', locale, ...names];
  const { data } = useSWR(key, lookUp, FETCH_ONCE);

  const lookedUp = names.length === 0 ? NOTHING_TO_LOOK_UP : (data ?? null);
  const { facts, failed } = known;

  return useMemo(
    () => nutritionState({ recipe, lookedUp, choices, facts, tableFailed: failed }),
    [recipe, lookedUp, choices, facts, failed],
  );
}
