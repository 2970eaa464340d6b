import { describe, expect, it } from 'vitest';
import { computeRecipe } from '@/lib/recipe/compute';
import { DEFAULT_RECIPE_INPUT, type RecipeInput } from '@/lib/recipe/types';
import { DEFAULT_RECIPE_FOODS } from '../../support/default-recipe-nutrition';
import { unitLabeler } from './support';

const now = () => 1_700_000_000_000;

function compute(input: Partial<RecipeInput>, locale: 'en' | 'es' | 'de' | 'fr' | 'no' = 'en') {
  return computeRecipe({ ...DEFAULT_RECIPE_INPUT, ...input }, { locale, unitLabel: unitLabeler(locale), now });
}

describe('computeRecipe on the default recipe (2 -> 4 servings)', () => {
  it('shows the flour as 960 ml in metric and as 4 cups in imperial', () => {
    expect(compute({ system: 'metric' }).items[0]?.converted).toBe('960 ml flour');
    expect(compute({ system: 'imperial' }).items[0]?.converted).toBe('4 cups flour');
  });

  it('shows every line in metric', () => {
    expect(compute({ system: 'metric' }).items.map((item) => item.converted)).toEqual([
      '960 ml flour',
      '240 ml sugar',
      '5 ml salt',
      '480 ml milk',
      '4 eggs',
      '120 ml butter',
      '10 ml vanilla',
    ]);
  });

  it('shows every line in imperial', () => {
    expect(compute({ system: 'imperial' }).items.map((item) => item.converted)).toEqual([
      '4 cups flour',
      '1 cup sugar',
      '1 tsp salt',
      '2 cups milk',
      '4 eggs',
      '1/2 cup butter',
      '2 tsp vanilla',
    ]);
  });

  it('weighs every ingredient as worked out by hand from the density table', () => {
    const recipe = compute({});
    expect(recipe.items.map((item) => item.foodId)).toEqual(DEFAULT_RECIPE_FOODS.map((food) => food.id));
    recipe.items.forEach((item, index) => {
      expect(item.weightInGrams).toBeCloseTo(DEFAULT_RECIPE_FOODS[index]!.grams, 9);
    });
  });

  it('records the desired servings and the time of computation', () => {
    expect(compute({})).toMatchObject({ servings: 4, timestamp: now() });
  });
});

describe('computeRecipe', () => {
  it('parses "2 tazas de harina" on the Spanish page as 2 cups of flour', () => {
    const recipe = compute({ lines: ['2 tazas de harina'], fromServings: 2, toServings: 2 }, 'es');
    expect(recipe.items[0]).toMatchObject({ unit: 'cup', quantity: 2, name: 'harina', foodId: 'flour-all-purpose', weightInGrams: 250 });
    expect(recipe.items[0]?.converted).toBe('480 ml de harina');
    expect(compute({ lines: ['2 tazas de harina'], fromServings: 2, toServings: 4, system: 'imperial' }, 'es').items[0]?.converted).toBe(
      '4 tazas de harina',
    );
  });

  it("writes units and numbers in the page's language", () => {
    expect(compute({ lines: ['1 1/2 cups milk'], fromServings: 1, toServings: 1, system: 'imperial' }, 'de').items[0]?.converted).toBe(
      '1 1/2 Tassen milk',
    );
    expect(compute({ lines: ['1 tbsp oil'], fromServings: 1, toServings: 3, system: 'imperial' }, 'fr').items[0]?.converted).toBe(
      '3 c. à soupe oil',
    );
    expect(compute({ lines: ['1 oz cheese'], fromServings: 1, toServings: 1 }, 'de').items[0]?.converted).toBe('28,35 g cheese');
  });

  it('leaves out blank lines and counts only ingredients', () => {
    const recipe = compute({ lines: ['', '2 cups flour', '   ', 'Salt to taste', ''] });
    expect(recipe.items.map((item) => item.id)).toEqual(['ingredient-2', 'ingredient-4']);
  });

  it('keeps a line without an amount, or a group header, as typed and unscaled, weighing nothing', () => {
    for (const line of ['Salt to taste', 'For the sauce:', 'Til sausen:']) {
      const [item] = compute({ lines: [line], fromServings: 2, toServings: 4 }).items;
      expect(item?.converted).toBe(line);
      expect(item?.weightInGrams).toBe(0);
    }
  });

  it('scales both ends of a range', () => {
    expect(compute({ lines: ['2-3 cloves garlic'] }).items[0]?.converted).toBe('4–6 cloves garlic');
  });

  it('keeps a written piece word, and no unit word for an implied piece', () => {
    expect(compute({ lines: ['1 piece ginger'], fromServings: 1, toServings: 2 }).items[0]?.converted).toBe('2 pieces ginger');
    expect(compute({ lines: ['1 onion'], fromServings: 1, toServings: 2 }).items[0]?.converted).toBe('2 onion');
  });

  it('does not scale when a servings count is not positive', () => {
    expect(compute({ lines: ['2 cups flour'], fromServings: 0, toServings: 4, system: 'imperial' }).items[0]?.converted).toBe(
      '2 cups flour',
    );
  });

  it('gives 0 g to a food it cannot weigh, and to unknown foods in volumes', () => {
    const recipe = compute({ lines: ['2 cups unobtainium', '100 g unobtainium'], fromServings: 1, toServings: 1 });
    expect(recipe.items.map((item) => [item.weightInGrams, item.foodId])).toEqual([
      [0, null],
      [100, null],
    ]);
  });

  it('weighs water by its own density without matching another food', () => {
    expect(compute({ lines: ['1 cup water'], fromServings: 1, toServings: 1 }).items[0]).toMatchObject({
      foodId: 'water',
      weightInGrams: 240,
    });
  });
});
