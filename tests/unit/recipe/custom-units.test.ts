import { describe, expect, it } from 'vitest';
import type { CustomUnit } from '@/lib/custom-units/types';
import { computeRecipe } from '@/lib/recipe/compute';
import { recipeCustomUnits } from '@/lib/recipe/custom-units';
import { parseLine } from '@/lib/recipe/parse-line';
import type { MeasurementSystem } from '@/lib/recipe/types';
import { unitLabeler } from './support';

const mug: CustomUnit = { id: 'mug', category: 'volume', name: 'Mug', symbol: 'Mug', amount: '350', unit: 'ml' };
const scoop: CustomUnit = { id: 'scoop', category: 'weight', name: 'scoop', symbol: 'sc', amount: '30', unit: 'g' };
const kept = recipeCustomUnits([mug, scoop]);

const scaled = (lines: string[], system: MeasurementSystem, toServings = 4) =>
  computeRecipe(
    { lines, fromServings: 2, toServings, system },
    { locale: 'en', unitLabel: unitLabeler('en'), customUnits: kept, now: () => 0 },
  ).items.map((item) => item.converted);

describe('the visitor’s own units as the recipe reader takes them', () => {
  it('sizes volumes in millilitres and weights in grams, whatever unit they were defined by', () => {
    const bowl: CustomUnit = { id: 'bowl', category: 'volume', name: 'Bowl', symbol: 'bowl', amount: '0.5', unit: 'l' };
    const [inMl, inGrams, inLitres] = recipeCustomUnits([mug, scoop, bowl]);
    expect(inMl).toMatchObject({ unit: 'ml', size: 350, symbol: 'Mug' });
    expect(inGrams).toMatchObject({ unit: 'g', size: 30, symbol: 'sc' });
    expect(inLitres).toMatchObject({ unit: 'ml', size: 500 });
  });

  it('leaves out units of categories a recipe does not measure in', () => {
    const step: CustomUnit = { id: 'step', category: 'length', name: 'Step', symbol: 'step', amount: '0.8', unit: 'm' };
    expect(recipeCustomUnits([step])).toEqual([]);
  });
});

describe('reading a line in a unit of the visitor’s own', () => {
  it('reads "2 mugs milk" as 700 ml of milk', () => {
    expect(parseLine('2 mugs milk', 0, kept)).toMatchObject({
      quantity: 700,
      unit: 'ml',
      name: 'milk',
      unitWritten: true,
      custom: { symbol: 'Mug', size: 350 },
    });
  });

  it('reads "1 scoop protein powder", the symbol and "a mug of" too, whatever their case', () => {
    expect(parseLine('1 scoop protein powder', 0, kept)).toMatchObject({ quantity: 30, unit: 'g', name: 'protein powder' });
    expect(parseLine('2 SC whey', 0, kept)).toMatchObject({ quantity: 60, unit: 'g', name: 'whey' });
    expect(parseLine('a mug of milk', 0, kept)).toMatchObject({ quantity: 350, unit: 'ml', name: 'milk', connector: 'of ' });
  });

  it('reads the plurals of the site’s languages', () => {
    const [kanne] = recipeCustomUnits([{ id: 'kanne', category: 'volume', name: 'Kanne', symbol: 'Kanne', amount: '1', unit: 'l' }]);
    expect(parseLine('2 Kannen Tee', 0, [kanne!])).toMatchObject({ quantity: 2000, unit: 'ml', name: 'Tee' });
  });

  it('scales a range with its ends', () => {
    expect(parseLine('1-2 mugs stock', 0, kept)).toMatchObject({ quantity: 350, rangeEnd: 700, unit: 'ml' });
  });

  it('does not take a word that only begins like the unit for it', () => {
    expect(parseLine('2 mugshots', 0, kept).custom).toBeUndefined();
  });

  it('reads the line as before for a visitor who keeps no units', () => {
    expect(parseLine('2 mugs milk', 0)).toMatchObject({ quantity: 2, unit: 'piece', name: 'mugs milk', unitWritten: false });
    expect(parseLine('2 mugs milk', 0).custom).toBeUndefined();
  });
});

describe('scaling a recipe with the visitor’s own units', () => {
  it('converts them like any volume or weight in metric and imperial', () => {
    expect(scaled(['2 mugs milk', '1 scoop protein powder'], 'metric')).toEqual(['1.4 l milk', '60 g protein powder']);
    expect(scaled(['1 mug milk'], 'metric', 2)).toEqual(['350 ml milk']);
    expect(scaled(['2 mugs milk'], 'imperial', 2)).toEqual(['2.92 cups milk']);
  });

  it('keeps them as written in "As written", and when the line modifies them', () => {
    expect(scaled(['2 mugs milk', '1 scoop protein powder'], 'as-written')).toEqual(['4 Mug milk', '2 sc protein powder']);
    expect(scaled(['1 heaped scoop cocoa'], 'metric')).toEqual(['2 heaped sc cocoa']);
  });
});
