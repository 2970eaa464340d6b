import { describe, expect, it } from 'vitest';
import { DAILY_VALUES, dailyValuePercents, percentOfDailyValue } from '@/lib/nutrition/daily-values';

describe('daily values', () => {
  it('are the label values for a 2,000 kcal diet', () => {
    expect(Object.fromEntries(Object.entries(DAILY_VALUES).map(([key, value]) => [key, value.amount]))).toEqual({
      fat: 78,
      saturatedFat: 20,
      sodium: 2300,
      carbs: 275,
      fiber: 28,
      protein: 50,
      calcium: 1300,
      iron: 18,
      vitaminC: 90,
      vitaminA: 5000,
    });
  });

  it('give whole percents of the amount per serving', () => {
    expect(percentOfDailyValue('fat', 39)).toBe(50);
    expect(percentOfDailyValue('sodium', 2300)).toBe(100);
    expect(percentOfDailyValue('iron', 6.75)).toBe(38);
    expect(percentOfDailyValue('vitaminA', 0)).toBe(0);
  });

  it('are worked out for every nutrient that has one', () => {
    const percents = dailyValuePercents({
      fat: 7.8,
      sodium: 230,
      carbs: 27.5,
      fiber: 2.8,
      protein: 5,
      calcium: 130,
      iron: 1.8,
      vitaminC: 9,
      vitaminA: 500,
    });
    expect(Object.values(percents)).toEqual([10, 10, 10, 10, 10, 10, 10, 10, 10]);
  });
});
