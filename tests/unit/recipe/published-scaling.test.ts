import { describe, expect, it } from 'vitest';
import { computeRecipe } from '@/lib/recipe/compute';
import type { MeasurementSystem } from '@/lib/recipe/types';
import type { Locale } from '@/i18n/locales';
import { unitLabeler } from './support';

function scale(lines: readonly string[], options: { from?: number; to?: number; system?: MeasurementSystem; locale?: Locale } = {}) {
  const locale = options.locale ?? 'en';
  return computeRecipe(
    { fromServings: options.from ?? 1, toServings: options.to ?? 2, system: options.system ?? 'metric', lines },
    { locale, unitLabel: unitLabeler(locale) },
  ).items;
}

describe('the five lines of issue 17, scaled from 1 to 2 servings', () => {
  const items = scale([
    '150g/5½oz fillet steak, cut into chunks',
    '125ml/4½fl oz tomato ketchup',
    '300ml/10½fl oz pineapple juice',
    '10g/½oz fresh tarragon, leaves only',
    '1 (400g) tin chopped tomatoes',
  ]);

  it('shows the first measure doubled and keeps the rest of the line', () => {
    expect(items.map((item) => item.converted)).toEqual([
      '300 g fillet steak, cut into chunks',
      '250 ml tomato ketchup',
      '600 ml pineapple juice',
      '20 g fresh tarragon, leaves only',
      '2 (400 g) tins chopped tomatoes',
    ]);
  });

  it('weighs 600 ml of pineapple juice at about 620 g and two 400 g tins at 800 g', () => {
    expect(items[2]?.weightInGrams).toBeGreaterThan(600);
    expect(items[2]?.weightInGrams).toBeLessThan(640);
    expect(items[4]?.weightInGrams).toBe(800);
  });

  it('finds canned tomatoes for the tins, ketchup and a steak, and no food for the tarragon or the juice', () => {
    expect(items.map((item) => item.foodId)).toEqual(['beef-sirloin-steak-raw', 'ketchup', null, null, 'tomatoes-canned']);
  });
});

describe('package lines', () => {
  it('scales the count, keeps the size and weighs count × size', () => {
    const [times, bracket, note] = scale(
      ['2 x 400g tins chopped tomatoes', '1 (8 ounce) package cream cheese', '1 Dose Tomaten, geschält (400 g)'],
      {
        to: 3,
      },
    );
    expect(times?.converted).toBe('6 × 400 g tins chopped tomatoes');
    expect(times?.weightInGrams).toBe(2400);
    expect(bracket?.converted).toBe('3 (226.8 g) packages cream cheese');
    expect(bracket?.weightInGrams).toBeCloseTo(3 * 8 * 28.3495, 6);
    expect(note?.converted).toBe('3 Dosen Tomaten, geschält (400 g)');
    expect(note?.weightInGrams).toBe(1200);
  });

  it('shows the size in the chosen system', () => {
    expect(scale(['1 (400g) tin chopped tomatoes'], { to: 1, system: 'imperial' })[0]?.converted).toBe('1 (14.11 oz) tin chopped tomatoes');
  });
});

describe('count words, sizes and small measures', () => {
  it('weighs a large onion as the density table says (150 g) and a small one less', () => {
    const [large, small] = scale(['1 large onion, finely chopped', '1 small onion'], { to: 1 });
    expect(large?.weightInGrams).toBe(150);
    expect(small?.weightInGrams).toBe(70);
  });

  it('reads "a pinch of", "una pizca de", "a handful of" and keeps heaped spoons as spoons', () => {
    expect(
      scale(['a pinch of salt', 'una pizca de sal', 'a handful of blueberries', '1 heaped tbsp flour']).map((item) => item.converted),
    ).toEqual(['2 pinches of salt', '2 pinches de sal', '2 handfuls of blueberries', '2 heaped tbsp flour']);
  });

  it('keeps approximations and ranges written in words', () => {
    expect(scale(['ca. 100 g Schmand', '1 to 2 teaspoons honey'], { locale: 'de' }).map((item) => item.converted)).toEqual([
      'ca. 200 g Schmand',
      '10–20 ml honey',
    ]);
  });
});

describe('metric with dry ingredients by weight', () => {
  it('weighs cups of flour and sugar, keeps liquids in millilitres and spoons as spoons', () => {
    const items = scale(['2 cups flour', '1/2 cup sugar', '1 cup milk', '1 tsp salt'], { to: 1, system: 'metric-weight' });
    expect(items.map((item) => item.converted)).toEqual(['250 g flour', '100 g sugar', '240 ml milk', '5 ml salt']);
  });

  it('shows the same lines by volume under plain metric', () => {
    expect(scale(['2 cups flour'], { to: 1 })[0]?.converted).toBe('480 ml flour');
  });
});
