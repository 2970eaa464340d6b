import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatConstant, formatContentNumber, formatField, formatNumber, formatTableValue, formatWholePercent } from '@/lib/format/number';
import { tryParseNumber } from '@/lib/units';

describe('formatTableValue', () => {
  it('rounds to 4 decimals and drops trailing zeros', () => {
    expect(formatTableValue(0.39370078740157477, 'en')).toBe('0.3937');
    expect(formatTableValue(2.54, 'en')).toBe('2.54');
    expect(formatTableValue(12.700000000000001, 'en')).toBe('12.7');
  });

  it('writes the locale format', () => {
    expect(formatTableValue(1234.56789, 'en')).toBe('1,234.5679');
    expect(formatTableValue(1234.56789, 'de')).toBe('1.234,5679');
    expect(formatTableValue(0.5, 'fr')).toBe('0,5');
  });

  it('keeps tiny and huge values readable in exponential form instead of rounding them to 0', () => {
    expect(formatTableValue(0.000001, 'en')).toBe('1.000e-6');
    expect(formatTableValue(5_000_000, 'en')).toBe('5.000e6');
  });

  it('never shows a negative zero', () => {
    expect(formatTableValue(-0, 'en')).toBe('0');
    expect(formatTableValue(-0.00001, 'en')).not.toBe('-0');
  });
});

describe('formatConstant', () => {
  it('shows up to 10 significant digits in the locale', () => {
    expect(formatConstant(0.45359237, 'en')).toBe('0.45359237');
    expect(formatConstant(2.2046226218487757, 'en')).toBe('2.204622622');
    expect(formatConstant(273.15, 'de')).toBe('273,15');
    expect(formatConstant(1_000_000, 'en')).toBe('1,000,000');
  });
});

describe('formatContentNumber', () => {
  it('writes a negative number in prose with the minus sign in every language, never a hyphen', () => {
    for (const locale of ['en', 'es', 'de', 'fr', 'no'] as const) {
      expect(formatContentNumber(-40, locale), locale).toBe('\u221240');
      expect(formatContentNumber(-273.15, locale), locale).toMatch(/^\u2212273[.,]15$/u);
    }
    expect(formatContentNumber(-0.0000001, 'en')).toBe('0');
  });

  it('keeps every digit of an exact decimal text, which a number could not hold', () => {
    expect(formatContentNumber('0.00706155181422604375', 'en', 20)).toBe('0.00706155181422604375');
    expect(formatContentNumber('-459.67', 'fr', 2)).toBe('\u2212459,67');
  });

  it('rounds a figure given roughly to its significant digits', () => {
    expect(formatContentNumber(4.4482216152605, 'en', 6, 4)).toBe('4.448');
    expect(formatContentNumber(-0.019336721, 'de', 6, 4)).toBe('\u22120,01934');
  });
});

describe('formatField', () => {
  it("writes at most six decimals with the locale's decimal sign and no grouping", () => {
    expect(formatField(2.2046226218, 'en', 6)).toBe('2.204623');
    expect(formatField(2.2046226218, 'de', 6)).toBe('2,204623');
    expect(formatField(1234.5, 'fr', 6)).toBe('1234,5');
    expect(formatField(-1.5, 'no', 6)).toBe('-1,5');
    expect(formatField(-0.0000001, 'en', 6)).toBe('0');
  });

  it('reads back as the number rounded to six decimals in every locale', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e12, max: 1e12, noNaN: true }),
        fc.constantFrom('en', 'es', 'de', 'fr', 'no' as const),
        (value, locale) => {
          const read = tryParseNumber(formatField(value, locale, 6), locale);
          expect(read).toBeDefined();
          expect(Math.abs(read! - value)).toBeLessThanOrEqual(5e-7 + Math.abs(value) * 1e-15);
        },
      ),
    );
  });
});

describe('formatNumber', () => {
  it("rounds to the style's decimals and drops trailing zeros unless told to keep them", () => {
    expect(formatNumber(1.005, 'en', { decimals: 2 })).toBe('1.01');
    expect(formatNumber(2.5, 'en', { decimals: 3 })).toBe('2.5');
    expect(formatNumber(2.5, 'en', { decimals: 3, minimumDecimals: 3 })).toBe('2.500');
  });

  it("groups the locale's way, from five digits on, or never", () => {
    expect(formatNumber(1234.5, 'de', { decimals: 1 })).toBe('1.234,5');
    expect(formatNumber(1234.5, 'de', { decimals: 1, grouping: 'min2' })).toBe('1234,5');
    expect(formatNumber(12345, 'en', { decimals: 0, grouping: 'min2' })).toBe('12,345');
    expect(formatNumber(12345, 'en', { decimals: 0, grouping: false })).toBe('12345');
  });

  it('never writes "-0" for a negative value that rounds to zero, in any locale', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -0.49, max: 0, noNaN: true }),
        fc.constantFrom('en', 'es', 'de', 'fr', 'no' as const),
        (value, locale) => {
          expect(formatNumber(value, locale, { decimals: 0 })).not.toMatch(/^[-\u2212]/);
        },
      ),
    );
  });
});

describe('formatWholePercent', () => {
  it("writes a whole percentage with the locale's sign", () => {
    expect(formatWholePercent(42, 'en')).toBe('42%');
    expect(formatWholePercent(42, 'de')).toBe('42\u00a0%');
    expect(formatWholePercent(-0, 'en')).toBe('0%');
  });
});
