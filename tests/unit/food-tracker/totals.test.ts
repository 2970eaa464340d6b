import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addFood, setFoodQuantity } from '@/lib/food-tracker/list';
import { itemNutrients, macroPercentages, totalNutrients } from '@/lib/food-tracker/totals';
import type { FoodItem } from '@/lib/food-tracker/types';
import { NUTRIENT_KEYS, type Nutrients } from '@/lib/nutrition/types';
import { BANANA, fixedIds, itemArbitrary, listArbitrary } from './fixtures';

/** Equal up to floating-point noise, relative to the size of the numbers. */
function expectClose(actual: Nutrients, expected: Nutrients) {
  for (const key of NUTRIENT_KEYS) {
    const scale = Math.max(1, Math.abs(expected[key]));
    expect(Math.abs(actual[key] - expected[key]) / scale, key).toBeLessThan(1e-9);
  }
}

const scaledBy = (item: FoodItem, factor: number): FoodItem => ({ ...item, quantity: item.quantity * factor });

describe('totals', () => {
  const banana = addFood([], BANANA, 'banana', fixedIds());

  it('of one banana are its values per 100 g (USDA: 89 kcal)', () => {
    const total = totalNutrients(banana);
    expect(total).toMatchObject({ calories: 89, protein: 1.09, carbs: 22.84, fat: 0.33, fiber: 2.6, sugar: 12.23, sodium: 1 });
  });

  it('double with quantity 2', () => {
    const two = setFoodQuantity(banana, banana[0]!.id, 2);
    expect(totalNutrients(two)).toMatchObject({ calories: 178, protein: 2.18, carbs: 45.68, fat: 0.66, sugar: 24.46, sodium: 2 });
  });

  it('are zero for an empty list', () => {
    expect(Object.values(totalNutrients([])).every((value) => value === 0)).toBe(true);
  });

  it('read the values per serving size: 50 kcal per 50 g is 100 kcal per 100 g', () => {
    const item = { ...banana[0]!, servingSize: 50, calories: 50 };
    expect(itemNutrients(item).calories).toBe(100);
  });

  it('are linear in the quantity of every food', () => {
    fc.assert(
      fc.property(listArbitrary, fc.integer({ min: 1, max: 20 }), (list, factor) => {
        const total = totalNutrients(list);
        const expected = Object.fromEntries(NUTRIENT_KEYS.map((key) => [key, total[key] * factor])) as Nutrients;
        expectClose(totalNutrients(list.map((item) => scaledBy(item, factor))), expected);
      }),
    );
  });

  it('of two lists together are the sum of their totals', () => {
    fc.assert(
      fc.property(listArbitrary, listArbitrary, (a, b) => {
        const [ta, tb] = [totalNutrients(a), totalNutrients(b)];
        const expected = Object.fromEntries(NUTRIENT_KEYS.map((key) => [key, ta[key] + tb[key]])) as Nutrients;
        expectClose(totalNutrients([...a, ...b]), expected);
      }),
    );
  });

  it('of one food are its per-portion values times its quantity', () => {
    fc.assert(
      fc.property(itemArbitrary, (item) => {
        const once = itemNutrients({ ...item, quantity: 1 });
        const expected = Object.fromEntries(NUTRIENT_KEYS.map((key) => [key, once[key] * item.quantity])) as Nutrients;
        expectClose(totalNutrients([item]), expected);
      }),
    );
  });
});

describe('macro percentages', () => {
  it('are the rounded shares of protein, carbs and fat grams', () => {
    // Banana: 1.09 + 22.84 + 0.33 = 24.26 g.
    expect(macroPercentages({ protein: 1.09, carbs: 22.84, fat: 0.33 })).toEqual({ protein: 4, carbs: 94, fat: 1 });
    expect(macroPercentages({ protein: 10, carbs: 30, fat: 10 })).toEqual({ protein: 20, carbs: 60, fat: 20 });
  });

  it('are all 0 when there are no macro grams', () => {
    expect(macroPercentages({ protein: 0, carbs: 0, fat: 0 })).toEqual({ protein: 0, carbs: 0, fat: 0 });
  });

  it('add up to 100 give or take the rounding, and do not change with quantity', () => {
    fc.assert(
      fc.property(listArbitrary, fc.integer({ min: 2, max: 9 }), (list, factor) => {
        const total = totalNutrients(list);
        const shares = macroPercentages(total);
        const sum = shares.protein + shares.carbs + shares.fat;
        if (total.protein + total.carbs + total.fat > 0) {
          expect(sum).toBeGreaterThanOrEqual(99);
          expect(sum).toBeLessThanOrEqual(101);
        } else {
          expect(sum).toBe(0);
        }
        const scaled = macroPercentages(totalNutrients(list.map((item) => scaledBy(item, factor))));
        for (const key of ['protein', 'carbs', 'fat'] as const) {
          expect(Math.abs(scaled[key] - shares[key])).toBeLessThanOrEqual(1);
        }
      }),
    );
  });
});
