import { describe, expect, it } from 'vitest';
import { locales } from '@/i18n/locales';
import { findFoodForIngredient } from '@/lib/nutrition/search';
import { DEFAULT_RECIPE_LINES, inputForLocale, isDefaultRecipe } from '@/lib/recipe/default-recipe';
import { computeRecipe } from '@/lib/recipe/compute';
import { recipeNutrition } from '@/lib/recipe/nutrition';
import { parseRecipe } from '@/lib/recipe/parse-line';
import { DEFAULT_RECIPE_INPUT } from '@/lib/recipe/types';
import { unitLabeler } from './support';

const english = parseRecipe(DEFAULT_RECIPE_LINES.en);

describe('the sample recipe in each language', () => {
  for (const locale of locales) {
    it(`${locale}: every line parses to the English line's amount and unit, and names a food the table knows as the same food`, () => {
      const parsed = parseRecipe(DEFAULT_RECIPE_LINES[locale]);
      expect(parsed.map((item) => [item.kind, item.quantity, item.unit])).toEqual(
        english.map((item) => ['measured', item.quantity, item.unit]),
      );
      const foods = parsed.map((item) => findFoodForIngredient(item.name, locale)?.id);
      const englishFoods = english.map((item) => findFoodForIngredient(item.name, 'en')?.id);
      expect(
        foods.every((id) => id !== undefined),
        `${locale}: ${JSON.stringify(foods)}`,
      ).toBe(true);
      expect(foods).toEqual(englishFoods);
    });
  }

  it('gives the same nutrition facts in every language', () => {
    const facts = (locale: (typeof locales)[number]) =>
      recipeNutrition(computeRecipe(inputForLocale(DEFAULT_RECIPE_INPUT, locale), { locale, unitLabel: unitLabeler(locale) })).perServing;
    for (const locale of locales) expect(facts(locale), locale).toEqual(facts('en'));
  });

  it('is the store default in English', () => {
    expect(DEFAULT_RECIPE_INPUT.lines).toEqual(DEFAULT_RECIPE_LINES.en);
  });

  it('shows in the page language while untouched, whichever language it was saved in', () => {
    const savedInGerman = { ...DEFAULT_RECIPE_INPUT, lines: [...DEFAULT_RECIPE_LINES.de], toServings: 6 };
    expect(isDefaultRecipe(savedInGerman.lines)).toBe(true);
    expect(inputForLocale(savedInGerman, 'fr')).toEqual({ ...savedInGerman, lines: DEFAULT_RECIPE_LINES.fr });
    expect(inputForLocale(DEFAULT_RECIPE_INPUT, 'no').lines).toEqual(DEFAULT_RECIPE_LINES.no);
    expect(inputForLocale(DEFAULT_RECIPE_INPUT, 'en')).toBe(DEFAULT_RECIPE_INPUT);
  });

  it('keeps what the visitor typed, even one line changed', () => {
    const edited = { ...DEFAULT_RECIPE_INPUT, lines: ['3 cups flour', ...DEFAULT_RECIPE_LINES.en.slice(1)] };
    expect(isDefaultRecipe(edited.lines)).toBe(false);
    expect(inputForLocale(edited, 'es')).toBe(edited);
  });
});
