import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { noNegativeZero, roundTo } from '@/lib/format/round';

describe('roundTo', () => {
  it('rounds halves away from zero without binary noise', () => {
    expect(roundTo(1.0005, 3)).toBe(1.001);
    expect(roundTo(-1.0005, 3)).toBe(-1.001);
    expect(roundTo(2.2046226218487757, 3)).toBe(2.205);
    expect(roundTo(-0.0000001, 6)).toBe(0);
  });
});

describe('roundTo at the decimals each feature keeps', () => {
  it('keeps 1 decimal as the food tracker shows amounts', () => {
    expect(roundTo(22.84, 1)).toBe(22.8);
    expect(roundTo(0.66, 1)).toBe(0.7);
    expect(roundTo(89, 1)).toBe(89);
  });

  it('keeps 2 decimals as nutrient amounts are stored, on the decimal value', () => {
    expect(roundTo(1.005 * 1000, 2)).toBe(1005);
    expect(roundTo(3.14159, 2)).toBe(3.14);
    expect(roundTo(1.005, 2)).toBe(1.01);
  });

  it('leaves NaN and infinities as they are', () => {
    expect(roundTo(Number.NaN, 2)).toBeNaN();
    expect(roundTo(Number.POSITIVE_INFINITY, 2)).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('never −0', () => {
  it('turns −0 into 0 and leaves other values alone', () => {
    expect(Object.is(noNegativeZero(-0), 0)).toBe(true);
    expect(noNegativeZero(-1.5)).toBe(-1.5);
    expect(Object.is(roundTo(-0.01, 1), 0)).toBe(true);
    expect(Object.is(roundTo(-0.001, 2), -0)).toBe(false);
  });

  it('gives no −0 for any value at any number of decimals', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e6, max: 1e6, noNaN: true }), fc.integer({ min: 0, max: 8 }), (value, decimals) => {
        expect(Object.is(roundTo(value, decimals), -0)).toBe(false);
      }),
    );
  });

  it('lands within half a unit of the last decimal kept', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e6, max: 1e6, noNaN: true }), fc.integer({ min: 0, max: 6 }), (value, decimals) => {
        const tolerance = 0.5 * 10 ** -decimals * (1 + 1e-9) + Math.abs(value) * 1e-15;
        expect(Math.abs(roundTo(value, decimals) - value)).toBeLessThanOrEqual(tolerance);
      }),
    );
  });
});
