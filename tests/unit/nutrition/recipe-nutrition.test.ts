import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeRecipeNutrition, hasAnyNutritionData, type NutritionIngredient } from '@/lib/nutrition/recipe-nutrition';
import { NUTRIENT_KEYS, type Nutrients } from '@/lib/nutrition/types';

function nutrients(values: Partial<Nutrients>): Nutrients {
  return { ...(Object.fromEntries(NUTRIENT_KEYS.map((key) => [key, 0])) as Nutrients), ...values };
}

const bread: NutritionIngredient = {
  name: 'bread',
  weightInGrams: 200,
  per100g: nutrients({ calories: 250, protein: 10, carbs: 50, fat: 2, sodium: 400 }),
};
const mystery: NutritionIngredient = { name: 'mystery', weightInGrams: 100, per100g: null };
const unweighed: NutritionIngredient = { name: 'flour', weightInGrams: 0, per100g: nutrients({ calories: 364 }) };

describe('computeRecipeNutrition', () => {
  it("adds up each ingredient's nutrients for its weight", () => {
    const result = computeRecipeNutrition([bread], 1);
    expect(result.totals).toMatchObject({ calories: 500, protein: 20, carbs: 100, fat: 4, sodium: 800 });
  });

  it('divides by the servings for the amounts per serving', () => {
    const result = computeRecipeNutrition([bread], 4);
    expect(result.perServing).toMatchObject({ calories: 125, protein: 5, carbs: 25, fat: 1, sodium: 200 });
    expect(result.servings).toBe(4);
  });

  it('never divides by less than one serving', () => {
    for (const servings of [0, -2, 0.5, Number.NaN]) {
      const result = computeRecipeNutrition([bread], servings);
      expect(result.servings).toBe(1);
      expect(result.perServing.calories).toBe(500);
    }
  });

  it('counts only ingredients with both a weight and nutrients, and marks the others', () => {
    const result = computeRecipeNutrition([bread, mystery, unweighed], 1);
    expect(result.totals.calories).toBe(500);
    expect(result.ingredientsWithData.map((item) => [item.name, item.hasNutritionData])).toEqual([
      ['bread', true],
      ['mystery', false],
      ['flour', false],
    ]);
    expect(result.ingredientsWithData[1]?.nutrients.calories).toBe(0);
    expect(hasAnyNutritionData(result)).toBe(true);
    expect(hasAnyNutritionData(computeRecipeNutrition([mystery, unweighed], 1))).toBe(false);
  });

  it('splits the calories per serving into protein, carbohydrates and fat at 4, 4 and 9 kcal per gram', () => {
    const { macroBreakdown } = computeRecipeNutrition([bread], 2);
    expect(macroBreakdown.calories).toBe(250);
    expect(macroBreakdown.protein).toEqual({ grams: 10, calories: 40, percentage: 16 });
    expect(macroBreakdown.carbs).toEqual({ grams: 50, calories: 200, percentage: 80 });
    expect(macroBreakdown.fat).toEqual({ grams: 2, calories: 18, percentage: 7 });
  });

  it('gives 0 % of no calories', () => {
    const water: NutritionIngredient = { name: 'water', weightInGrams: 240, per100g: nutrients({}) };
    expect(computeRecipeNutrition([water], 1).macroBreakdown.protein.percentage).toBe(0);
  });

  it('gives the daily values and the macronutrients per serving', () => {
    const result = computeRecipeNutrition([bread], 2);
    expect(result.dailyValues.sodium).toBe(17); // 400 mg of 2300
    expect(result.macronutrients).toEqual({ protein: 10, carbs: 50, fat: 2, fiber: 0, sugar: 0 });
  });

  it('rounds totals and amounts per serving to 2 decimals', () => {
    const salt: NutritionIngredient = { name: 'salt', weightInGrams: 1 / 3, per100g: nutrients({ sodium: 38758 }) };
    const result = computeRecipeNutrition([salt], 3);
    expect(result.totals.sodium).toBe(129.19);
    expect(result.perServing.sodium).toBe(43.06);
  });

  it('gives totals that never depend on the order of the ingredients', () => {
    const ingredient = fc.record({
      name: fc.string(),
      weightInGrams: fc.double({ min: 0, max: 5000, noNaN: true }),
      per100g: fc.option(
        fc.record(
          Object.fromEntries(NUTRIENT_KEYS.map((key) => [key, fc.double({ min: 0, max: 1000, noNaN: true })])) as {
            [K in keyof Nutrients]: fc.Arbitrary<number>;
          },
        ),
        { nil: null },
      ),
    });
    fc.assert(
      fc.property(fc.array(ingredient, { maxLength: 8 }), (list) => {
        const forward = computeRecipeNutrition(list, 2).totals;
        const backward = computeRecipeNutrition([...list].reverse(), 2).totals;
        for (const key of NUTRIENT_KEYS) expect(Math.abs(forward[key] - backward[key])).toBeLessThanOrEqual(0.01);
      }),
    );
  });
});
