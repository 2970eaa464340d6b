import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Nutrients } from '@/lib/nutrition/types';
import { computeRecipe } from '@/lib/recipe/compute';
import { knowsFoodsOf, matchedFoodName, type FoodFacts } from '@/lib/recipe/food-facts';
import { recipeNutrition } from '@/lib/recipe/nutrition';
import { nutritionState, type NutritionInputs } from '@/lib/recipe/nutrition-state';
import { SAMPLE_FACTS, sampleRecipe } from '@/lib/recipe/precomputed';
import { TABLE_FACTS } from '@/lib/recipe/table-facts';
import { DEFAULT_RECIPE_INPUT, type ComputedRecipe } from '@/lib/recipe/types';
import { unitLabeler } from './support';

function compute(lines: string[]): ComputedRecipe {
  return computeRecipe({ fromServings: 1, toServings: 2, system: 'metric', lines }, { locale: 'en', unitLabel: unitLabeler('en') });
}

const NOTHING: ReadonlyMap<string, Nutrients | null> = new Map();
const sample = sampleRecipe(DEFAULT_RECIPE_INPUT, 'en', {})!;
// Chicken is not one of the sample's foods; water never needs one.
const chicken = compute(['500 g chicken breast', '1 cup water']);

function state(inputs: Partial<NutritionInputs>) {
  return nutritionState({ recipe: sample, lookedUp: NOTHING, choices: {}, facts: SAMPLE_FACTS, tableFailed: false, ...inputs });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the nutrition panel state', () => {
  it('shows the sample with the sample foods alone, as the whole table would', () => {
    expect(state({})).toEqual({ status: 'shown', result: recipeNutrition(sample) });
  });

  it('is loading while a table food of the recipe is still to come, and shown once the table is there', () => {
    expect(state({ recipe: chicken })).toEqual({ status: 'loading' });
    expect(state({ recipe: chicken, facts: TABLE_FACTS })).toEqual({ status: 'shown', result: recipeNutrition(chicken) });
  });

  it('is no data, as for a recipe without any, when the table failed to load: no spinner that never ends', () => {
    expect(state({ recipe: chicken, tableFailed: true })).toEqual({ status: 'no-data' });
  });

  it('still shows what it knows when the table failed but the recipe needs none of it', () => {
    expect(state({ tableFailed: true }).status).toBe('shown');
  });

  it('is loading while the food search has not answered', () => {
    expect(state({ lookedUp: null })).toEqual({ status: 'loading' });
  });

  it('is no data for no recipe, an empty one, and one whose foods have no data', () => {
    expect(state({ recipe: null })).toEqual({ status: 'no-data' });
    expect(state({ recipe: { ...sample, items: [] } })).toEqual({ status: 'no-data' });
    expect(state({ recipe: compute(['100 g nothingfound']), lookedUp: new Map([['nothingfound', null]]), facts: TABLE_FACTS })).toEqual({
      status: 'no-data',
    });
  });

  it('is no data, and logs why, when computing the nutrition throws', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken: FoodFacts = {
      ...TABLE_FACTS,
      nutrients: () => {
        throw new Error('broken');
      },
    };
    expect(state({ facts: broken })).toEqual({ status: 'no-data' });
    expect(log).toHaveBeenCalledOnce();
  });
});

describe('what the page knows of the matched foods', () => {
  it('is enough when every table food of the recipe is known, water and unmatched lines needing none', () => {
    expect(knowsFoodsOf(SAMPLE_FACTS, sample.items)).toBe(true);
    expect(knowsFoodsOf(SAMPLE_FACTS, compute(['1 cup water', '100 g stubtella']).items)).toBe(true);
    expect(knowsFoodsOf(SAMPLE_FACTS, chicken.items)).toBe(false);
    expect(knowsFoodsOf(TABLE_FACTS, chicken.items)).toBe(true);
  });

  it('names a matched food, names none for water or no match, and says when the name is still to come', () => {
    const [chickenItem, waterItem] = chicken.items;
    expect(matchedFoodName(TABLE_FACTS, chickenItem!, 'fr')).toBe('Blanc de poulet');
    expect(matchedFoodName(SAMPLE_FACTS, chickenItem!, 'fr')).toBeUndefined();
    expect(matchedFoodName(SAMPLE_FACTS, waterItem!, 'fr')).toBeNull();
    expect(matchedFoodName(SAMPLE_FACTS, compute(['100 g stubtella']).items[0]!, 'en')).toBeNull();
    expect(matchedFoodName(SAMPLE_FACTS, sample.items[0]!, 'en')).toBe('All-purpose flour');
    expect(matchedFoodName(TABLE_FACTS, { ...chickenItem!, foodId: 'no-such-food' }, 'en')).toBeNull();
  });
});
