import { describe, expect, it } from 'vitest';
import { formatCalories, formatGrams, formatPercentNumber, nutrientAmountText } from '@/lib/nutrition/nutrition-display';

describe('nutrition display', () => {
  it("shows calories as whole numbers in the locale's format", () => {
    expect(formatCalories(1005.08, 'en')).toBe('1,005');
    expect(formatCalories(1005.08, 'de')).toBe('1.005');
    expect(formatCalories(99.5, 'en')).toBe('100');
  });

  it('shows grams with one decimal, "<0.1" below 0.1, and 0 under 0.000001', () => {
    expect(formatGrams(23.33, 'en')).toBe('23.3');
    expect(formatGrams(23.33, 'fr')).toBe('23,3');
    expect(formatGrams(33.01, 'en')).toBe('33');
    expect(formatGrams(0.05, 'en')).toBe('<0.1');
    expect(formatGrams(0.05, 'de')).toBe('<0,1');
    expect(formatGrams(0.0000005, 'en')).toBe('0');
    expect(formatGrams(0, 'en')).toBe('0');
  });

  it('shows sodium in mg, and in g from 10,000 mg', () => {
    expect(nutrientAmountText('sodium', 899.24, 'en')).toEqual({ value: '899', unit: 'mg' });
    expect(nutrientAmountText('sodium', 9999, 'en')).toEqual({ value: '9,999', unit: 'mg' });
    expect(nutrientAmountText('sodium', 12345, 'en')).toEqual({ value: '12.3', unit: 'g' });
  });

  it('shows calcium, iron and vitamin C in mg, vitamin A in IU, the rest in g', () => {
    expect(nutrientAmountText('iron', 6.75, 'en')).toEqual({ value: '6.8', unit: 'mg' });
    expect(nutrientAmountText('calcium', 194.33, 'en')).toEqual({ value: '194', unit: 'mg' });
    expect(nutrientAmountText('vitaminC', 0, 'en')).toEqual({ value: '0', unit: 'mg' });
    expect(nutrientAmountText('vitaminA', 1179.32, 'en')).toEqual({ value: '1,179', unit: 'IU' });
    expect(nutrientAmountText('fiber', 3.38, 'en')).toEqual({ value: '3.4', unit: 'g' });
    expect(nutrientAmountText('calories', 1005.08, 'en')).toEqual({ value: '1,005', unit: 'kcal' });
  });

  it('shows percents as whole numbers', () => {
    expect(formatPercentNumber(42.4, 'en')).toBe('42');
  });
});
