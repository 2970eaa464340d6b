import { describe, expect, it } from 'vitest';
import { isStoredFoodResults } from '@/lib/server/shared-food-search';
import { STUBTELLA_FOOD } from '@/tests/support/off-stub';

describe('food search answers read back from Redis', () => {
  it('are taken when they are results as this version writes them, an empty list included', () => {
    expect(isStoredFoodResults([STUBTELLA_FOOD])).toBe(true);
    expect(isStoredFoodResults([])).toBe(true);
  });

  it('are a miss when they are no list, or a result lacks a field or holds a negative amount', () => {
    const olderShape = Object.fromEntries(Object.entries(STUBTELLA_FOOD).filter(([key]) => key !== 'calcium'));
    for (const value of [
      null,
      { results: [STUBTELLA_FOOD] },
      [olderShape],
      [{ ...STUBTELLA_FOOD, fat: -1 }],
      [{ ...STUBTELLA_FOOD, name: 7 }],
    ]) {
      expect(isStoredFoodResults(value)).toBe(false);
    }
  });
});
