import fc from 'fast-check';
import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { ContentNumberError, converted, given, resolveNumber, resolveValues, slope } from '@/lib/content';
import { formatContentNumber } from '@/lib/format/number';
import { tryParseNumber } from '@/lib/units';

/** One ICU message rendered as next-intl renders it on the page. */
function render(locale: 'fr', message: string, values: Record<string, string>): string {
  const t = createTranslator({ locale, messages: { m: message } });
  return (t as unknown as (key: string, values: Record<string, string>) => string)('m', values);
}
import { locales } from './helpers';

describe('formatContentNumber', () => {
  it('writes numbers the way each language does', () => {
    expect(formatContentNumber(2.54, 'en')).toBe('2.54');
    expect(formatContentNumber(2.54, 'de')).toBe('2,54');
    expect(formatContentNumber(1048576, 'en')).toBe('1,048,576');
    expect(formatContentNumber(1048576, 'de')).toBe('1.048.576');
    expect(formatContentNumber(1048576, 'es')).toBe('1.048.576');
    expect(formatContentNumber(1048576, 'fr')).toBe('1\u202f048\u202f576');
    expect(formatContentNumber(1048576, 'no')).toBe('1\u00a0048\u00a0576');
  });

  it('leaves four-digit numbers ungrouped, as in "1 KB = 1024 bytes"', () => {
    for (const locale of locales) expect(formatContentNumber(1024, locale)).toBe('1024');
    expect(formatContentNumber(10240, 'en')).toBe('10,240');
  });

  it('rounds to the decimals asked for and drops trailing zeros', () => {
    expect(formatContentNumber(0.3937007874, 'en', 4)).toBe('0.3937');
    expect(formatContentNumber(2.5, 'en', 4)).toBe('2.5');
    expect(formatContentNumber(759.99989, 'en', 2)).toBe('760');
  });

  it('never writes a negative zero or an exponent', () => {
    expect(formatContentNumber(-0.0001, 'en', 2)).toBe('0');
    expect(formatContentNumber(-0, 'no')).toBe('0');
    expect(formatContentNumber(1e12, 'en')).toBe('1,000,000,000,000');
  });

  it('reads back, in every locale, as the number rounded to its decimals', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e9, max: 1e9, noNaN: true }),
        fc.integer({ min: 0, max: 6 }),
        fc.constantFrom(...locales),
        (value, decimals, locale) => {
          const text = formatContentNumber(value, locale, decimals);
          const back = tryParseNumber(text, locale);
          expect(back, text).toBeDefined();
          expect(Math.abs(back! - value)).toBeLessThanOrEqual(0.5 * 10 ** -decimals + Math.abs(value) * 1e-12);
        },
      ),
    );
  });
});

describe('resolveNumber', () => {
  it("computes conversions with the engine, in the content's category or the one named", () => {
    expect(resolveNumber(converted('in', 'cm', 1), 'length')).toBe(2.54);
    expect(resolveNumber(converted('kgf', 'n', 1, 2, 'force'), 'weight')).toBe(9.80665);
    expect(resolveNumber(converted('dec', 'hex', '255'), 'numeric')).toBe('FF');
  });

  it('gives the slope of an affine scale without its offset', () => {
    expect(resolveNumber(slope('c', 'f'), 'temperature')).toBeCloseTo(1.8, 12);
    expect(resolveNumber(converted('c', 'f', 0), 'temperature')).toBe(32);
  });

  it('returns given values as they are', () => {
    expect(resolveNumber(given(25), 'temperature')).toBe(25);
    expect(resolveNumber(given('101010'), 'numeric')).toBe('101010');
  });

  it('rejects a unit the category does not have, listing the valid ones', () => {
    expect(() => resolveNumber(converted('cm', 'lb', 1), 'length')).toThrow(ContentNumberError);
    expect(() => resolveNumber(converted('cm', 'lb', 1), 'length')).toThrow(/valid units: mm, cm, m, km/);
  });
});

describe('resolveValues', () => {
  it('writes every placeholder for the locale', () => {
    const values = { factor: converted('in', 'cm', 1), value: given(1500), result: converted('m', 'km', 1500) };
    expect(resolveValues(values, 'length', 'de')).toEqual({
      factor: '2,54',
      factorPlural: '2.54',
      value: '1500',
      valuePlural: '1500',
      result: '1,5',
      resultPlural: '1.5',
    });
  });

  it('gives each number a plural selector in plain digits, rounded as shown, so ICU picks the form for what is written', () => {
    const values = { almostOne: converted('m', 'km', 999.9, 2), minusZero: given(-0.0001, 2), digits: given('ff') };
    expect(resolveValues(values, 'length', 'fr')).toEqual({
      almostOne: '1',
      almostOnePlural: '1',
      minusZero: '0',
      minusZeroPlural: '0',
      digits: 'ff',
    });
  });

  it('lets French say 1,5 heure and 2,5 heures', () => {
    const message = '{value} {valuePlural, plural, one {heure} other {heures}}';
    const say = (hours: number) => render('fr', message, resolveValues({ value: given(hours, 2) }, 'time', 'fr'));
    expect([0.75, 1.5, 2, 2.5].map(say)).toEqual(['0,75 heure', '1,5 heure', '2 heures', '2,5 heures']);
  });
});
