import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DENSITIES, KITCHEN_ML, densityFor } from '@/lib/nutrition/densities';
import { FOODS, getFood } from '@/lib/nutrition/foods';
import { densityForIngredient } from '@/lib/nutrition/ingredient-density';

describe('the pinned reference densities', () => {
  it('weighs a cup of all-purpose flour at 125 g', () => {
    expect(densityFor('flour-all-purpose').gramsPerCup).toBe(125);
  });

  it('weighs a cup of sugar at 200 g', () => {
    expect(densityFor('sugar-white').gramsPerCup).toBe(200);
  });

  it.each(['butter-salted', 'butter-unsalted'] as const)('weighs a cup of %s at 227 g and a stick at 113 g', (id) => {
    expect(densityFor(id).gramsPerCup).toBe(227);
    expect(densityFor(id).gramsPerStick).toBe(113);
  });

  it('weighs an egg at 50 g', () => {
    expect(densityFor('egg-whole-raw').gramsPerPiece).toBe(50);
  });

  it('weighs water at exactly 1 g per ml', () => {
    expect(densityFor('water').gramsPerMl).toBe(1);
    expect(densityFor('water').gramsPerCup).toBe(240);
  });

  it.each(['milk-whole', 'milk-2-percent', 'milk-skim'] as const)(
    'weighs %s at 1.03 g per ml, and its cup consistently at 1.03 × 240 g',
    (id) => {
      expect(densityFor(id).gramsPerMl).toBe(1.03);
      expect(densityFor(id).gramsPerCup).toBeCloseTo(1.03 * KITCHEN_ML.cup, 10);
    },
  );

  it('weighs a garlic clove at 3 g', () => {
    expect(densityFor('garlic').gramsPerClove).toBe(3);
  });

  it("weighs an onion at 150 g (USDA's large onion, not its 110 g medium one)", () => {
    expect(densityFor('onion').gramsPerPiece).toBe(150);
    expect(getFood('onion').gramsPerPiece?.grams).toBe(110);
  });
});

describe('densities derived from the USDA household weights', () => {
  it('has one entry per food plus water', () => {
    expect(DENSITIES.size).toBe(FOODS.length + 1);
  });

  it('takes gramsPerMl from the cup weight over the 240 ml kitchen cup', () => {
    expect(densityFor('honey').gramsPerCup).toBe(339);
    expect(densityFor('honey').gramsPerMl).toBe(339 / 240);
  });

  it('falls back to a fluid ounce of 29.5735 ml when USDA lists no cup', () => {
    expect(getFood('beer').gramsPerCup).toBeNull();
    expect(densityFor('beer').gramsPerMl).toBe(29.7 / 29.5735);
  });

  it('falls back to a tablespoon of 15 ml, then a teaspoon of 5 ml', () => {
    const cinnamon = getFood('cinnamon');
    expect(cinnamon.gramsPerCup ?? cinnamon.gramsPerFlOz).toBeNull();
    expect(densityFor('cinnamon').gramsPerMl).toBe((cinnamon.gramsPerTbsp?.grams ?? NaN) / 15);
  });

  it('reads sticks from USDA "stick" measures (margarine too) and leaves unknowns null', () => {
    expect(densityFor('margarine').gramsPerStick).toBe(113);
    expect(densityFor('chicken-breast-raw')).toEqual({
      gramsPerCup: null,
      gramsPerMl: null,
      gramsPerPiece: 272,
      gramsPerStick: null,
      gramsPerClove: null,
    });
  });

  it('keeps every known weight positive and finite', () => {
    fc.assert(
      fc.property(fc.constantFrom(...DENSITIES.values()), (density) =>
        Object.values(density).every((grams) => grams === null || (Number.isFinite(grams) && grams > 0)),
      ),
    );
  });

  it('answers undefined for an unknown id', () => {
    expect(densityFor('unobtainium')).toBeUndefined();
  });
});

describe('densityForIngredient', () => {
  it.each([
    ['water', 'en'],
    ['warm water', 'en'],
    ['agua', 'es'],
    ['Wasser', 'de'],
    ['eau tiède', 'fr'],
    ['vann', 'no'],
  ] as const)('recognises "%s" as water', (name, language) => {
    expect(densityForIngredient(name, language)?.key).toBe('water');
  });

  it('finds the density of a food by its ingredient name', () => {
    expect(densityForIngredient('all-purpose flour, sifted', 'en')).toEqual({
      key: 'flour-all-purpose',
      density: densityFor('flour-all-purpose'),
    });
    expect(densityForIngredient('unicorn tears', 'en')).toBeUndefined();
  });
});
