import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clampServings, parseServings, SERVINGS_MAX, SERVINGS_MIN } from '@/lib/recipe/servings';

describe('servings', () => {
  it('keeps whole numbers from 1 to 999', () => {
    expect(clampServings(1)).toBe(1);
    expect(clampServings(12)).toBe(12);
    expect(clampServings(999)).toBe(999);
  });

  it('clamps to 1-999 and rounds', () => {
    expect(clampServings(0)).toBe(1);
    expect(clampServings(-5)).toBe(1);
    expect(clampServings(1000)).toBe(999);
    expect(clampServings(2.4)).toBe(2);
    expect(clampServings(2.5)).toBe(3);
  });

  it('turns anything that is not a number into 1', () => {
    for (const value of [Number.NaN, Number.POSITIVE_INFINITY, '4', null, undefined, {}]) {
      expect(clampServings(value)).toBe(1);
    }
  });

  it('reads typed text, non-numbers becoming 1', () => {
    expect(parseServings('12')).toBe(12);
    expect(parseServings(' 4 ')).toBe(4);
    expect(parseServings('2,5')).toBe(3);
    expect(parseServings('abc')).toBe(1);
    expect(parseServings('')).toBe(1);
    expect(parseServings('5000')).toBe(999);
  });

  it('always gives a whole number in range, whatever is typed', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const value = parseServings(text);
        expect(Number.isInteger(value)).toBe(true);
        expect(value).toBeGreaterThanOrEqual(SERVINGS_MIN);
        expect(value).toBeLessThanOrEqual(SERVINGS_MAX);
      }),
    );
  });
});
