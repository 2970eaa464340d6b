import { densityFor, type Density, type DensityKey } from '@/lib/nutrition/densities';
import { findFoodForIngredient } from '@/lib/nutrition/search';
import type { FoodLanguage } from '@/lib/nutrition/types';
import { isWater } from '@/lib/nutrition/water';

export interface IngredientDensity {
  readonly key: DensityKey;
  readonly density: Density;
}

/**
 * The density for a free-text recipe ingredient: water by its own words (it has no food entry),
 * otherwise the density of the food `findFoodForIngredient` picks.
 */
export function densityForIngredient(
  name: string,
  language: FoodLanguage,
): IngredientDensity | undefined {
  if (isWater(name)) return { key: 'water', density: densityFor('water') };
  const food = findFoodForIngredient(name, language);
  if (food === undefined) return undefined;
  const density = densityFor(food.id);
  return density === undefined ? undefined : { key: food.id as DensityKey, density };
}
