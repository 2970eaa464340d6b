import { describe, expect, it } from 'vitest';
import { getFood } from '@/lib/nutrition/foods';
import { NUTRIENT_KEYS } from '@/lib/nutrition/types';
import { computeRecipe } from '@/lib/recipe/compute';
import { recipeNutrition } from '@/lib/recipe/nutrition';
import { DEFAULT_RECIPE_INPUT } from '@/lib/recipe/types';
import {
  DEFAULT_RECIPE_DAILY_VALUES,
  DEFAULT_RECIPE_FOODS,
  DEFAULT_RECIPE_MACROS,
  DEFAULT_RECIPE_PER_SERVING,
} from '../../support/default-recipe-nutrition';
import { unitLabeler } from './support';

const recipe = computeRecipe(DEFAULT_RECIPE_INPUT, { locale: 'en', unitLabel: unitLabeler('en') });
const result = recipeNutrition(recipe);

describe("the default recipe's nutrition, against the numbers worked out by hand", () => {
  it("uses the food table's own values (the hand sums copy them correctly)", () => {
    for (const food of DEFAULT_RECIPE_FOODS) {
      const entry = getFood(food.id);
      for (const key of NUTRIENT_KEYS) expect(entry?.[key] ?? 0, `${food.id} ${key}`).toBe(food[key]);
    }
  });

  it('adds up to the hand-made sums', () => {
    for (const key of NUTRIENT_KEYS) {
      const total = DEFAULT_RECIPE_FOODS.reduce((sum, food) => sum + (food.grams * food[key]) / 100, 0);
      expect(result.totals[key], key).toBeCloseTo(total, 2);
    }
  });

  it('gives the hand-computed amounts per serving', () => {
    expect(result.servings).toBe(4);
    expect(result.perServing).toEqual(DEFAULT_RECIPE_PER_SERVING);
  });

  it('gives the hand-computed daily values', () => {
    expect(result.dailyValues).toEqual(DEFAULT_RECIPE_DAILY_VALUES);
  });

  it('gives the hand-computed macro breakdown', () => {
    expect(result.macroBreakdown.calories).toBe(DEFAULT_RECIPE_PER_SERVING.calories);
    for (const macro of ['protein', 'carbs', 'fat'] as const) {
      expect(result.macroBreakdown[macro]).toEqual({ grams: DEFAULT_RECIPE_PER_SERVING[macro], ...DEFAULT_RECIPE_MACROS[macro] });
    }
  });

  it('has data for every ingredient', () => {
    expect(result.ingredientsWithData.every((ingredient) => ingredient.hasNutritionData)).toBe(true);
  });

  it('is the same per serving whether the recipe is scaled or not', () => {
    const unscaled = computeRecipe({ ...DEFAULT_RECIPE_INPUT, toServings: 2 }, { locale: 'en', unitLabel: unitLabeler('en') });
    expect(recipeNutrition(unscaled).perServing).toEqual(result.perServing);
  });
});
