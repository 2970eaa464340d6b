import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DENOMINATORS, FRACTION_LIMIT, fractionText, nearestFraction } from '@/lib/format/ruler-fraction';

describe('the nearest fraction', () => {
  it('is within half a step of the value, for every denominator', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e6, max: 1e6, noNaN: true }), fc.constantFrom(...DENOMINATORS), (value, denominator) => {
        const fraction = nearestFraction(value, denominator)!;
        expect(Math.abs(fraction.value - value)).toBeLessThanOrEqual(0.5 / denominator + 1e-9);
      }),
    );
  });

  it('is reduced and its parts rebuild the shown value', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e4, max: 1e4, noNaN: true }), fc.constantFrom(...DENOMINATORS), (value, d) => {
        const { negative, whole, numerator, denominator, value: shown } = nearestFraction(value, d)!;
        if (numerator !== 0) expect(numerator % 2 === 1 || denominator === 1).toBe(true);
        expect(numerator).toBeLessThan(denominator);
        expect((negative ? -1 : 1) * (whole + numerator / denominator)).toBe(shown);
      }),
    );
  });

  it('writes workshop fractions', () => {
    expect(fractionText(nearestFraction(11.811023622047244, 16)!)).toBe('11 13/16');
    expect(fractionText(nearestFraction(0.75, 16)!)).toBe('3/4');
    expect(fractionText(nearestFraction(-1.5, 64)!)).toBe('-1 1/2');
    expect(fractionText(nearestFraction(2.999, 8)!)).toBe('3');
    expect(fractionText(nearestFraction(-0.01, 16)!)).toBe('0');
  });

  it('gives up beyond its limit, where a 1/64 is noise', () => {
    expect(nearestFraction(FRACTION_LIMIT, 2)).toBeUndefined();
    expect(nearestFraction(Number.NaN, 2)).toBeUndefined();
  });
});
