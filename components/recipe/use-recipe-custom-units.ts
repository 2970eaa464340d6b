'use client';

import { useEffect, useState } from 'react';
import { useKeptUnits } from '@/components/custom-units/use-kept-units';
import type { CustomUnit } from '@/lib/custom-units/types';
import type { RecipeCustomUnit } from '@/lib/recipe/custom-match';

const NONE: readonly RecipeCustomUnit[] = [];

/**
 * The visitor's kept units of volume and weight as recipe lines may name them ("2 mugs milk"). Their
 * sizes come from the converter's engine (lib/recipe/custom-units.ts), loaded only once some are kept.
 */
export function useRecipeCustomUnits(): readonly RecipeCustomUnit[] {
  const kept = useKeptUnits();
  const [read, setRead] = useState<{ kept: readonly CustomUnit[]; units: readonly RecipeCustomUnit[] }>();
  useEffect(() => {
    if (kept.length === 0) return;
    let active = true;
    void import('@/lib/recipe/custom-units').then(
      ({ recipeCustomUnits }) => active && setRead({ kept, units: recipeCustomUnits(kept) }),
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [kept]);
  return read?.kept === kept ? read.units : NONE;
}
