import { describe, expect, it } from 'vitest';
import { RecipeError } from '@/lib/recipe/errors';
import { amountInSystem, quantityStyle, type AmountInUnit } from '@/lib/recipe/display';
import type { RecipeUnitId } from '@/lib/recipe/units';
import type { MeasurementSystem } from '@/lib/recipe/types';

function shown(quantity: number, unit: RecipeUnitId, system: MeasurementSystem): [number, RecipeUnitId] {
  const amount = amountInSystem({ quantity, rangeEnd: null, unit }, system);
  return [Number(amount.quantity.toFixed(6)), amount.unit];
}

describe('metric display', () => {
  it.each([
    [4, 'cup', 960, 'ml'],
    [1, 'tbsp', 15, 'ml'],
    [1, 'tsp', 5, 'ml'],
    [1, 'fl-oz', 29.57, 'ml'],
    [1, 'pint', 473, 'ml'],
    [1, 'quart', 946, 'ml'],
    [1, 'oz', 28.35, 'g'],
    [1, 'lb', 453.59, 'g'],
  ] as const)('shows %d %s as %d %s', (quantity, unit, value, target) => {
    expect(shown(quantity, unit, 'metric')).toEqual([value, target]);
  });

  it('steps up to litres and kilograms from 1000', () => {
    expect(shown(5, 'cup', 'metric')).toEqual([1.2, 'l']);
    expect(shown(4, 'lb', 'metric')).toEqual([1.81436, 'kg']);
  });

  it('leaves metric units below a litre or a kilogram, counts and pinches as written', () => {
    for (const unit of ['ml', 'dl', 'l', 'g', 'kg', 'piece', 'egg', 'clove', 'stick', 'pinch'] as const) {
      expect(shown(3, unit, 'metric')).toEqual([3, unit]);
    }
    expect(shown(0.5, 'l', 'metric')).toEqual([0.5, 'l']);
  });

  it('reads written metric amounts of 1000 ml or g and more as litres or kilograms', () => {
    expect(shown(1000, 'g', 'metric')).toEqual([1, 'kg']);
    expect(shown(1500, 'ml', 'metric')).toEqual([1.5, 'l']);
    expect(shown(12, 'dl', 'metric')).toEqual([1.2, 'l']);
    expect(shown(999, 'g', 'metric')).toEqual([999, 'g']);
  });
});

describe('imperial display', () => {
  it.each([
    [480, 'ml', 2, 'cup'],
    [240, 'ml', 1, 'cup'],
    [239, 'ml', 239 / 15, 'tbsp'],
    [15, 'ml', 1, 'tbsp'],
    [10, 'ml', 2, 'tsp'],
    [2, 'dl', 200 / 15, 'tbsp'],
    [3, 'dl', 1.25, 'cup'],
    [1, 'l', 4.227, 'cup'],
    [500, 'g', 500 / 453.59, 'lb'],
    [453.59, 'g', 1, 'lb'],
    [100, 'g', 100 / 28.35, 'oz'],
    [2, 'kg', 4.41, 'lb'],
  ] as const)('shows %d %s as %d %s', (quantity, unit, value, target) => {
    expect(shown(quantity, unit, 'imperial')).toEqual([Number(value.toFixed(6)), target]);
  });

  it('leaves imperial units and counts as written', () => {
    for (const unit of ['cup', 'tbsp', 'tsp', 'fl-oz', 'pint', 'quart', 'oz', 'lb', 'piece', 'slice', 'drop'] as const) {
      expect(shown(3, unit, 'imperial')).toEqual([3, unit]);
    }
  });
});

describe('amountInSystem', () => {
  it("converts both ends of a range with the lower end's unit", () => {
    const range: AmountInUnit = { quantity: 2, rangeEnd: 3, unit: 'cup' };
    expect(amountInSystem(range, 'metric')).toEqual({ quantity: 480, rangeEnd: 720, unit: 'ml' });
  });

  it('names the valid systems when given an unknown one', () => {
    expect(() => amountInSystem({ quantity: 1, rangeEnd: null, unit: 'cup' }, 'nautical' as MeasurementSystem)).toThrow(RecipeError);
    expect(() => amountInSystem({ quantity: 1, rangeEnd: null, unit: 'cup' }, 'nautical' as MeasurementSystem)).toThrow(/metric, imperial/);
  });

  it('shows metric units as decimals and kitchen measures and counts as fractions', () => {
    expect(quantityStyle('ml')).toBe('decimal');
    expect(quantityStyle('kg')).toBe('decimal');
    expect(quantityStyle('cup')).toBe('fraction');
    expect(quantityStyle('piece')).toBe('fraction');
  });
});
