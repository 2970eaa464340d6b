import { describe, expect, it } from 'vitest';
import { locales } from '@/i18n/locales';
import { getFood, nutrientsOf } from '@/lib/nutrition/foods';
import { NUTRIENT_KEYS, type Nutrients } from '@/lib/nutrition/types';
import { computeRecipe } from '@/lib/recipe/compute';
import { DEFAULT_RECIPE_LINES, inputForLocale } from '@/lib/recipe/default-recipe';
import { knowsFoodsOf } from '@/lib/recipe/food-facts';
import { recipeNutrition } from '@/lib/recipe/nutrition';
import { recipeNutritionWith } from '@/lib/recipe/nutrition-items';
import { blankRecipe, isBlankRecipe, SAMPLE_FACTS, sampleRecipe } from '@/lib/recipe/precomputed';
import { DEFAULT_RECIPE_INPUT } from '@/lib/recipe/types';
import { unitLabeler } from './support';

const REGENERATE = 'lib/recipe/sample.data.ts is out of date: run `npx tsx scripts/recipe-sample.ts`';
const none = Object.fromEntries(NUTRIENT_KEYS.map((key) => [key, 0])) as Nutrients;

function engineSample(locale: (typeof locales)[number]) {
  return computeRecipe(inputForLocale(DEFAULT_RECIPE_INPUT, locale), { locale, unitLabel: unitLabeler(locale) });
}

describe('the precomputed sample recipe', () => {
  for (const locale of locales) {
    it(`is, in ${locale}, what the recipe engine computes for the untouched sample`, () => {
      const sample = sampleRecipe(inputForLocale(DEFAULT_RECIPE_INPUT, locale), locale, {});
      const computed = engineSample(locale);
      expect(sample, REGENERATE).toEqual({ ...computed, timestamp: 0 });
    });

    it(`knows, in ${locale}, the name and nutrients of every food the sample was matched to, as the table has them`, () => {
      const sample = sampleRecipe(inputForLocale(DEFAULT_RECIPE_INPUT, locale), locale, {})!;
      expect(knowsFoodsOf(SAMPLE_FACTS, sample.items)).toBe(true);
      for (const item of sample.items) {
        const food = getFood(item.foodId!)!;
        expect(SAMPLE_FACTS.name(food.id, locale), REGENERATE).toBe(food.names[locale]);
        expect(SAMPLE_FACTS.nutrients(food.id), REGENERATE).toEqual(nutrientsOf(food));
      }
      expect(recipeNutritionWith(SAMPLE_FACTS, sample)).toEqual(recipeNutrition(engineSample(locale)));
    });
  }

  it('is the same object each time, so that showing it again re-renders nothing', () => {
    const input = inputForLocale(DEFAULT_RECIPE_INPUT, 'de');
    expect(sampleRecipe(input, 'de', {})).toBe(sampleRecipe({ ...input }, 'de', {}));
  });

  it('is used only while the sample is untouched: other servings, system or lines need the engine', () => {
    const input = inputForLocale(DEFAULT_RECIPE_INPUT, 'en');
    expect(sampleRecipe({ ...input, toServings: 5 }, 'en', {})).toBeNull();
    expect(sampleRecipe({ ...input, fromServings: 3 }, 'en', {})).toBeNull();
    expect(sampleRecipe({ ...input, system: 'imperial' }, 'en', {})).toBeNull();
    expect(sampleRecipe({ ...input, lines: [...input.lines, '1 tsp cinnamon'] }, 'en', {})).toBeNull();
    expect(sampleRecipe({ ...input, lines: input.lines.slice(1) }, 'en', {})).toBeNull();
  });

  it('is not used in another language than its lines', () => {
    expect(sampleRecipe({ ...DEFAULT_RECIPE_INPUT, lines: DEFAULT_RECIPE_LINES.fr }, 'en', {})).toBeNull();
  });

  it('is not used when a food was chosen by hand for one of its names, which changes the matching', () => {
    const input = inputForLocale(DEFAULT_RECIPE_INPUT, 'en');
    const choice = { id: 'off-1', name: 'Oat milk', nutrients: none };
    expect(sampleRecipe(input, 'en', { milk: choice })).toBeNull();
    expect(sampleRecipe(input, 'en', { tarragon: choice })).not.toBeNull();
  });

  it('knows only its own foods, and says so: other foods are still to come', () => {
    expect(SAMPLE_FACTS.complete).toBe(false);
    expect(SAMPLE_FACTS.nutrients('chicken-breast-raw')).toBeUndefined();
    expect(SAMPLE_FACTS.name('chicken-breast-raw', 'en')).toBeUndefined();
    expect(SAMPLE_FACTS.name('constructor', 'en')).toBeUndefined();
  });
});

describe('a blank recipe', () => {
  it('is one whose every line is empty or spaces', () => {
    expect(isBlankRecipe({ ...DEFAULT_RECIPE_INPUT, lines: [''] })).toBe(true);
    expect(isBlankRecipe({ ...DEFAULT_RECIPE_INPUT, lines: ['', '  ', '\t'] })).toBe(true);
    expect(isBlankRecipe({ ...DEFAULT_RECIPE_INPUT, lines: ['', 'salt'] })).toBe(false);
  });

  it('computes, without the engine, to what the engine gives: no items, at the desired servings', () => {
    const input = { ...DEFAULT_RECIPE_INPUT, toServings: 7, lines: ['', '   '] };
    const now = () => 1234;
    expect(blankRecipe(input, now)).toEqual(computeRecipe(input, { locale: 'en', unitLabel: unitLabeler('en'), now }));
  });
});
