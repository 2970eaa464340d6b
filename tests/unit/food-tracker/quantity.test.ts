import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  QUANTITY_MAX,
  acceptQuantity,
  canDecreaseQuantity,
  canIncreaseQuantity,
  decreasedQuantity,
  increasedQuantity,
  parseQuantityInput,
} from '@/lib/food-tracker/quantity';

describe('the quantity box', () => {
  it('reads whole numbers, decimals with a point or a comma, and surrounding spaces', () => {
    expect(parseQuantityInput('2')).toBe(2);
    expect(parseQuantityInput(' 1.5 ')).toBe(1.5);
    expect(parseQuantityInput('1,5')).toBe(1.5);
    expect(parseQuantityInput('.5')).toBe(0.5);
    expect(parseQuantityInput('0')).toBe(0);
  });

  it('turns a blank or non-numeric entry into 1', () => {
    for (const text of ['', '   ', 'abc', '2 bananas', '1..2', '-', 'Infinity', 'NaN', '0x10']) {
      expect(parseQuantityInput(text), text).toBe(1);
    }
  });
});

describe('accepting a requested quantity', () => {
  it('ignores amounts below 0.1, zero and negative ones included', () => {
    for (const value of [0.09, 0, -1, -Infinity]) expect(acceptQuantity(value), String(value)).toBeUndefined();
  });

  it('raises an amount from 0.1 up to 1 to the minimum of 1', () => {
    expect(acceptQuantity(0.1)).toBe(1);
    expect(acceptQuantity(0.5)).toBe(1);
  });

  it('keeps whole numbers and fractions of a portion, to 2 decimals', () => {
    expect(acceptQuantity(3)).toBe(3);
    expect(acceptQuantity(1.5)).toBe(1.5);
    expect(acceptQuantity(2.345)).toBe(2.35);
  });

  it('treats a non-number as 1 and caps huge amounts at the maximum', () => {
    expect(acceptQuantity(Number.NaN)).toBe(1);
    expect(acceptQuantity(1e9)).toBe(QUANTITY_MAX);
    expect(acceptQuantity(Infinity)).toBe(QUANTITY_MAX);
  });

  it('always gives a quantity from 1 to the maximum, or ignores the request', () => {
    fc.assert(
      fc.property(fc.double(), (value) => {
        const accepted = acceptQuantity(value);
        if (accepted === undefined) return value < 0.1;
        return accepted >= 1 && accepted <= QUANTITY_MAX;
      }),
    );
  });
});

describe('the minus and plus buttons', () => {
  it('step by one', () => {
    expect(increasedQuantity(1)).toBe(2);
    expect(decreasedQuantity(3)).toBe(2);
  });

  it('never go below 1: minus is disabled at 1 and a fraction above 1 steps down to 1', () => {
    expect(canDecreaseQuantity(1)).toBe(false);
    expect(canDecreaseQuantity(1.5)).toBe(true);
    expect(decreasedQuantity(1.5)).toBe(1);
    expect(decreasedQuantity(1)).toBe(1);
  });

  it('never go above the maximum', () => {
    expect(canIncreaseQuantity(QUANTITY_MAX)).toBe(false);
    expect(increasedQuantity(QUANTITY_MAX - 0.5)).toBe(QUANTITY_MAX);
  });

  it('undo each other away from the bounds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: QUANTITY_MAX - 1 }), (quantity) => {
        expect(decreasedQuantity(increasedQuantity(quantity))).toBe(quantity);
        expect(increasedQuantity(decreasedQuantity(quantity))).toBe(quantity);
      }),
    );
  });
});
