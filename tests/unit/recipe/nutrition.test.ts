import { describe, expect, it } from 'vitest';
import { getFood, nutrientsOf } from '@/lib/nutrition/foods';
import type { Nutrients } from '@/lib/nutrition/types';
import { computeRecipe } from '@/lib/recipe/compute';
import { namesToLookUp, nutritionIngredients, recipeNutrition } from '@/lib/recipe/nutrition';
import { unitLabeler } from './support';

function compute(lines: string[]) {
  return computeRecipe({ fromServings: 1, toServings: 1, system: 'metric', lines }, { locale: 'en', unitLabel: unitLabeler('en') });
}

describe('recipe nutrition sources', () => {
  it('looks up only weighed ingredients that are not table foods, once each', () => {
    const recipe = compute(['100 g stubtella', '2 cups flour', '1 cup mystery', '50 g stubtella', '1 cup water']);
    expect(namesToLookUp(recipe.items)).toEqual(['stubtella']);
  });

  it('takes table foods from the table, water as nothing, and the rest from the lookup answers', () => {
    const recipe = compute(['1 cup flour', '1 cup water', '100 g stubtella', '100 g nothingfound']);
    const stubtella = { ...nutrientsOf(getFood('salt')!), calories: 539 } satisfies Nutrients;
    const sources = nutritionIngredients(
      recipe.items,
      new Map([
        ['stubtella', stubtella],
        ['nothingfound', null],
      ]),
    );
    expect(sources.map((source) => source.per100g?.calories ?? null)).toEqual([364, 0, 539, null]);
  });

  it('counts a looked-up food by its weight', () => {
    const recipe = compute(['200 g stubtella']);
    const stubtella = { ...nutrientsOf(getFood('salt')!), calories: 539, sodium: 0 } satisfies Nutrients;
    expect(recipeNutrition(recipe, new Map([['stubtella', stubtella]])).totals.calories).toBe(1078);
    expect(recipeNutrition(recipe).ingredientsWithData[0]?.hasNutritionData).toBe(false);
  });
});
