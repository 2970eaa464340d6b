import { describe, expect, it } from 'vitest';
import { formatDecimal, formatQuantity, pluralForm } from '@/lib/recipe/format-quantity';

describe('formatQuantity as fractions', () => {
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
    expect(formatQuantity(value, 'fraction', 'en')).toBe(text);
  });

  it('writes the whole part and other decimals in the locale\'s format', () => {
    expect(formatQuantity(1.2, 'fraction', 'de')).toBe('1,2');
    expect(formatQuantity(1234.5, 'fraction', 'en')).toBe('1,234 1/2');
  });
});

describe('formatQuantity as decimals', () => {
  it('shows at most 2 decimals, in the locale\'s format, without trailing zeros', () => {
    expect(formatQuantity(960, 'decimal', 'en')).toBe('960');
    expect(formatQuantity(2.5, 'decimal', 'en')).toBe('2.5');
    expect(formatQuantity(2.5, 'decimal', 'fr')).toBe('2,5');
    expect(formatQuantity(28.349, 'decimal', 'es')).toBe('28,35');
    expect(formatQuantity(0.1 + 0.2, 'decimal', 'en')).toBe('0.3');
  });

  it('never shows a positive amount as 0, nor -0', () => {
    expect(formatDecimal(0.004, 'en')).toBe('0.004');
    expect(formatDecimal(-0, 'en')).toBe('0');
  });
});

describe('pluralForm', () => {
  it('is singular up to 1 in every language and plural above, as the language counts', () => {
    expect(pluralForm(0.5, 'en')).toBe('one');
    expect(pluralForm(1, 'de')).toBe('one');
    expect(pluralForm(2, 'en')).toBe('other');
    expect(pluralForm(1.5, 'en')).toBe('other');
    expect(pluralForm(1.5, 'fr')).toBe('one');
    expect(pluralForm(2, 'fr')).toBe('other');
  });
});
