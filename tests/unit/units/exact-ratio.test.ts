import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { divideFractions, fractionOf, fractionToNumber, parseFraction, scalePlan } from '@/lib/units/exact-ratio';

describe('parseFraction', () => {
  it.each([
    ['0.0254', 127n, 5000n, 0],
    ['1e-9', 1n, 1000000000n, 0],
    ['1000/3600', 5n, 18n, 0],
    ['pi/180', 1n, 180n, 1],
    ['1055.05585262/3600', 52752792631n, 180000000000n, 0],
    ['1099511627776', 1099511627776n, 1n, 0],
  ])('reads %j as a reduced fraction', (text, num, den, pi) => {
    expect(parseFraction(text)).toEqual({ num, den, pi });
  });

  it('rejects text that is not an exact decimal or fraction', () => {
    expect(() => parseFraction('1/2/3')).toThrow();
    expect(() => parseFraction('abc')).toThrow();
  });
});

describe('fractionToNumber', () => {
  it('gives the double nearest to the fraction', () => {
    expect(fractionToNumber(parseFraction('1/3'))).toBe(1 / 3);
    expect(fractionToNumber(parseFraction('0.1'))).toBe(0.1);
    expect(fractionToNumber(parseFraction('pi/180'))).toBe(Math.PI / 180);
  });

  it('agrees with division of the same small integers, which IEEE rounds correctly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 40 }), fc.integer({ min: 1, max: 2 ** 40 }), (a, b) => {
        expect(fractionToNumber({ num: BigInt(a), den: BigInt(b), pi: 0 })).toBe(a / b);
      }),
    );
  });
});

describe('scalePlan', () => {
  it('multiplies and divides by exact integers, so decimal definitions give decimal results', () => {
    const feetPerInch = divideFractions(fractionOf(0.3048), fractionOf(0.0254));
    expect(scalePlan(feetPerInch)).toEqual({ multiplier: 12, divisor: 1 });
    const { multiplier, divisor } = scalePlan(divideFractions(fractionOf(0.01), fractionOf(0.0254)));
    expect((2.54 * multiplier) / divisor).toBe(1);
  });

  it('falls back to the nearest double when the integers are too large to be exact', () => {
    const huge = { num: 2n ** 60n + 1n, den: 3n, pi: 0 };
    expect(scalePlan(huge)).toEqual({ multiplier: fractionToNumber(huge), divisor: 1 });
    const small = { num: 3n, den: 2n ** 60n + 1n, pi: 0 };
    expect(scalePlan(small)).toEqual({ multiplier: 1, divisor: fractionToNumber({ num: 2n ** 60n + 1n, den: 3n, pi: 0 }) });
  });
});
