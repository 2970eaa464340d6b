import { describe, expect, it } from 'vitest';
import { densityFor, type DensityKey } from '@/lib/nutrition/densities';
import { getFood } from '@/lib/nutrition/foods';
import { gramsPerUnit, weightInGrams, type WeighedFood } from '@/lib/recipe/grams';

function food(id: DensityKey): WeighedFood {
  return { density: densityFor(id), food: getFood(id) };
}

describe('weightInGrams', () => {
  it('weighs cups by the density table (flour 125 g, sugar 200 g, butter 227 g)', () => {
    expect(weightInGrams(2, 'cup', food('flour-all-purpose'))).toBe(250);
    expect(weightInGrams(0.5, 'cup', food('sugar-white'))).toBe(100);
    expect(weightInGrams(0.25, 'cup', food('butter-salted'))).toBe(56.75);
  });

  it('weighs tablespoons and teaspoons through millilitres (15 ml, 5 ml)', () => {
    expect(weightInGrams(1, 'tbsp', food('milk-whole'))).toBeCloseTo(15 * 1.03, 10);
    expect(weightInGrams(1, 'tsp', food('water'))).toBe(5);
    expect(weightInGrams(1, 'l', food('water'))).toBe(1000);
    expect(weightInGrams(2, 'dl', food('milk-whole'))).toBeCloseTo(206, 10);
  });

  it('needs no food for masses', () => {
    expect(weightInGrams(200, 'g', undefined)).toBe(200);
    expect(weightInGrams(1.5, 'kg', undefined)).toBe(1500);
    expect(weightInGrams(1, 'oz', undefined)).toBe(28.3495);
    expect(weightInGrams(1, 'lb', undefined)).toBe(453.592);
  });

  it('weighs eggs, sticks, cloves and pieces by their own weights', () => {
    expect(weightInGrams(2, 'egg', food('egg-whole-raw'))).toBe(100);
    expect(weightInGrams(3, 'piece', food('egg-whole-raw'))).toBe(150);
    expect(weightInGrams(1, 'stick', food('butter-salted'))).toBe(113);
    expect(weightInGrams(2, 'clove', food('garlic'))).toBe(6);
    expect(weightInGrams(1, 'piece', food('onion'))).toBe(150);
  });

  it("weighs a slice by USDA's slice measure of that food only", () => {
    expect(getFood('ham-sliced').householdMeasures).toContainEqual({ amount: 1, measure: 'slice', grams: 28 });
    expect(weightInGrams(2, 'slice', food('ham-sliced'))).toBe(56);
    expect(gramsPerUnit('slice', food('flour-all-purpose'))).toBeNull();
  });

  it("weighs a dash of salt by USDA's dash (0.4 g), and a pinch by its volume (1/16 tsp)", () => {
    expect(weightInGrams(1, 'dash', food('salt'))).toBe(0.4);
    expect(weightInGrams(1, 'pinch', food('salt'))).toBeCloseTo((5 / 16) * (292 / 240), 10);
  });

  it('gives 0 g when the data cannot tell', () => {
    expect(weightInGrams(2, 'cup', undefined)).toBe(0);
    expect(weightInGrams(1, 'stick', food('flour-all-purpose'))).toBe(0);
    expect(weightInGrams(1, 'piece', food('flour-all-purpose'))).toBe(0);
  });

  it('gives 0 g for a zero, negative or non-finite quantity', () => {
    for (const quantity of [0, -1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(weightInGrams(quantity, 'g', undefined)).toBe(0);
    }
  });
});
