import { describe, expect, it } from 'vitest';
import { formatRecipeDecimal, formatRecipeGrams, formatRecipeQuantity } from '@/lib/format/recipe';

describe('formatRecipeQuantity as fractions', () => {
  it.each([
    [0.5, '1/2'],
    [0.25, '1/4'],
    [0.75, '3/4'],
    [1 / 3, '1/3'],
    [2 / 3, '2/3'],
    [1.5, '1 1/2'],
    [2 + 1 / 3, '2 1/3'],
    [4, '4'],
    [1.999, '2'],
    [0.125, '0.13'],
    [1.2, '1.2'],
    [0, '0'],
  ])('shows %d as %j', (value, text) => {
    expect(formatRecipeQuantity(value, 'fraction', 'en')).toBe(text);
  });

  it("writes the whole part and other decimals in the locale's format", () => {
    expect(formatRecipeQuantity(1.2, 'fraction', 'de')).toBe('1,2');
    expect(formatRecipeQuantity(1234.5, 'fraction', 'en')).toBe('1,234 1/2');
  });
});

describe('formatRecipeQuantity as decimals', () => {
  it("shows at most 2 decimals, in the locale's format, without trailing zeros", () => {
    expect(formatRecipeQuantity(960, 'decimal', 'en')).toBe('960');
    expect(formatRecipeQuantity(2.5, 'decimal', 'en')).toBe('2.5');
    expect(formatRecipeQuantity(2.5, 'decimal', 'fr')).toBe('2,5');
    expect(formatRecipeQuantity(28.349, 'decimal', 'es')).toBe('28,35');
    expect(formatRecipeQuantity(0.1 + 0.2, 'decimal', 'en')).toBe('0.3');
  });

  it('never shows a positive amount as 0, nor -0', () => {
    expect(formatRecipeDecimal(0.004, 'en')).toBe('0.004');
    expect(formatRecipeDecimal(-0, 'en')).toBe('0');
  });
});

describe('formatRecipeGrams', () => {
  it('writes whole grams from 10 g and one decimal below', () => {
    expect(formatRecipeGrams(250.4, 'en')).toBe('250');
    expect(formatRecipeGrams(7.46, 'de')).toBe('7,5');
    expect(formatRecipeGrams(0.04, 'en')).toBe('0');
  });
});
