import { describe, expect, it } from 'vitest';
import type { Locale } from '@/i18n/locales';
import { computeRecipe } from '@/lib/recipe/compute';
import { unitLabeler } from './support';

const scaled = (lines: string[], locale: Locale, system: 'as-written' | 'metric' = 'as-written', toServings = 4) =>
  computeRecipe({ lines, fromServings: 2, toServings, system }, { locale, unitLabel: unitLabeler(locale), now: () => 0 }).items.map(
    (item) => item.converted,
  );

describe('the "As written" system scales amounts and keeps the recipe\'s own units', () => {
  it('in English: 4 servings of "2 cups flour" for 2 is "4 cups flour", not millilitres', () => {
    expect(scaled(['2 cups flour', '200 g butter', '1 tbsp sugar', '1 egg', '1 l milk'], 'en')).toEqual([
      '4 cups flour',
      '400 g butter',
      '2 tbsp sugar',
      '2 eggs',
      '2 l milk',
    ]);
    expect(scaled(['2 cups flour'], 'en', 'metric')).toEqual(['960 ml flour']);
  });

  it('in every language, in its own unit words', () => {
    expect(scaled(['2 tazas de harina', '3 dl de leche'], 'es')).toEqual(['4 tazas de harina', '6 dl de leche']);
    expect(scaled(['2 Tassen Mehl', '1 EL Zucker'], 'de')).toEqual(['4 Tassen Mehl', '2 EL Zucker']);
    expect(scaled(['2 tasses de farine', '1 c. à soupe de sucre'], 'fr')).toEqual(['4 tasses de farine', '2 c. à soupe de sucre']);
    expect(scaled(['3 dl mel', '1 ss sukker'], 'no')).toEqual(['6 dl mel', '2 ss sukker']);
  });

  it('and scales down as well, in the same units', () => {
    expect(scaled(['2 cups flour', '1 lb butter'], 'en', 'as-written', 1)).toEqual(['1 cup flour', '1/2 lb butter']);
  });

  it('writes eggs in the plural the scaled amount needs, never "2 egg"', () => {
    expect(scaled(['1 egg', '1 large egg, beaten'], 'en', 'metric')).toEqual(['2 eggs', '2 large eggs, beaten']);
    expect(scaled(['2 Eier'], 'de', 'as-written', 1)).toEqual(['1 Ei']);
    expect(scaled(['1 huevo'], 'es')).toEqual(['2 huevos']);
    expect(scaled(['1 œuf'], 'fr')).toEqual(['2 œufs']);
  });
});
