import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseRecipe } from '@/lib/recipe/parse-line';
import { scaleIngredient, scaleIngredients, scalingFactor } from '@/lib/recipe/scale';
import { DEFAULT_RECIPE_INPUT } from '@/lib/recipe/types';

const servings = fc.integer({ min: 1, max: 999 });
const quantity = fc.double({ min: 0, max: 10_000, noNaN: true });
const ingredient = fc
  .record({ quantity, rangeEnd: fc.option(quantity, { nil: null }) })
  .map(({ quantity: q, rangeEnd }) => ({ ...parseRecipe(['1 cup milk'])[0]!, quantity: q, rangeEnd }));

describe('scalingFactor', () => {
  it('is desired servings over original servings', () => {
    expect(scalingFactor(2, 4)).toBe(2);
    expect(scalingFactor(4, 1)).toBe(0.25);
  });

  it.each([
    [0, 4],
    [2, 0],
    [-1, 4],
    [2, -3],
    [Number.NaN, 4],
    [2, Number.POSITIVE_INFINITY],
  ])('does not scale when from is %d and to is %d', (from, to) => {
    expect(scalingFactor(from, to)).toBe(1);
  });
});

describe('scaling laws', () => {
  it('scaling from a to b and then from b to a returns the original quantities', () => {
    fc.assert(
      fc.property(ingredient, servings, servings, (item, a, b) => {
        const there = scaleIngredients([item], a, b);
        const [back] = scaleIngredients(there, b, a);
        expect(back!.quantity).toBeCloseTo(item.quantity, 6);
        if (item.rangeEnd === null) expect(back!.rangeEnd).toBeNull();
        else expect(back!.rangeEnd).toBeCloseTo(item.rangeEnd, 6);
      }),
    );
  });

  it('scaling by k then by 1/k returns the original quantity', () => {
    fc.assert(
      fc.property(ingredient, fc.double({ min: 1 / 999, max: 999, noNaN: true }), (item, k) => {
        const back = scaleIngredient(scaleIngredient(item, k), 1 / k);
        expect(back.quantity).toBeCloseTo(item.quantity, 6);
      }),
    );
  });

  it('scaling to the same number of servings changes nothing', () => {
    fc.assert(
      fc.property(ingredient, servings, (item, n) => {
        expect(scaleIngredients([item], n, n)[0]).toEqual(item);
      }),
    );
  });

  it('scaling twice is scaling once by the product (a -> b -> c is a -> c)', () => {
    fc.assert(
      fc.property(ingredient, servings, servings, servings, (item, a, b, c) => {
        const twice = scaleIngredients(scaleIngredients([item], a, b), b, c)[0]!;
        const once = scaleIngredients([item], a, c)[0]!;
        expect(twice.quantity).toBeCloseTo(once.quantity, 6);
      }),
    );
  });

  it('keeps everything but the amounts', () => {
    const [flour] = scaleIngredients(parseRecipe(['2 cups flour']), 2, 6);
    expect(flour).toMatchObject({ quantity: 6, unit: 'cup', name: 'flour', original: '2 cups flour' });
  });

  it('doubles the default recipe from 2 to 4 servings', () => {
    const scaled = scaleIngredients(parseRecipe(DEFAULT_RECIPE_INPUT.lines), 2, 4);
    expect(scaled.map((item) => item.quantity)).toEqual([4, 1, 1, 2, 4, 0.5, 2]);
  });
});
