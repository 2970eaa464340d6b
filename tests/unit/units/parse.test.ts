import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Locale } from '@/i18n/locales';
import { formatPlain, formatResult } from '@/lib/format/result';
import { InvalidNumberError, parseNumber, tryParseNumber } from '@/lib/units';

const locales = ['en', 'es', 'de', 'fr', 'no'] as const satisfies readonly Locale[];
const commaLocales = ['es', 'de', 'fr', 'no'] as const;

describe('parseNumber reads the same in every locale', () => {
  it.each([
    ['1.5', 1.5],
    ['1,5', 1.5],
    ['-3', -3],
    ['+2', 2],
    ['1e6', 1e6],
    ['1.5E-3', 0.0015],
    ['1,5e3', 1500],
    ['  42  ', 42],
    ['\u00a07\u00a0', 7],
    ['1 500', 1500],
    ['1\u00a0500', 1500],
    ['1\u202f500', 1500],
    ['12 345 678', 12345678],
    ['1 500,25', 1500.25],
    ['1 500.25', 1500.25],
    ['1,234.5', 1234.5],
    ['1.234,5', 1234.5],
    ['1.234.567', 1234567],
    ['1,234,567', 1234567],
    ['1,234,567.89', 1234567.89],
    ['0,500', 0.5],
    ['0.500', 0.5],
    ['1234,567', 1234.567],
    ['1234.567', 1234.567],
    ['1,5000', 1.5],
    ['.5', 0.5],
    [',5', 0.5],
    ['5.', 5],
    ['\u22125', -5],
    ['1e\u22123', 0.001],
    ['007', 7],
  ] as const)('reads %j as %s', (text, expected) => {
    for (const locale of locales) expect(parseNumber(text, locale)).toBe(expected);
  });
});

describe('a single "." or "," followed by exactly three digits is read by the locale', () => {
  it('groups with "," in English: 1,500 is fifteen hundred and 1.500 is one and a half', () => {
    expect(parseNumber('1,500', 'en')).toBe(1500);
    expect(parseNumber('-12,345', 'en')).toBe(-12345);
    expect(parseNumber('1.500', 'en')).toBe(1.5);
  });

  it.each(commaLocales)('groups with "." in %s: 1.500 is fifteen hundred and 1,500 is one and a half', (locale) => {
    expect(parseNumber('1.500', locale)).toBe(1500);
    expect(parseNumber('-12.345', locale)).toBe(-12345);
    expect(parseNumber('1,500', locale)).toBe(1.5);
  });

  it('reads the separator as decimal when an exponent follows, whatever the locale', () => {
    expect(parseNumber('1,500e3', 'en')).toBe(1500);
    expect(parseNumber('1.500e3', 'de')).toBe(1500);
  });
});

describe('parseNumber rejects what is not a number', () => {
  it.each([
    'abc',
    '12abc',
    'NaN',
    'Infinity',
    '-Infinity',
    '0x1F',
    '1.2.3',
    '1,2,3',
    '1.234.5',
    '12,34,567',
    '1 5',
    '1 234.567,8',
    '1.234,567.8',
    '--1',
    '+-1',
    '1-',
    '1e',
    'e5',
    '1e5.5',
    '.',
    ',',
    '-',
    '1e999',
    '½',
    '',
    '   ',
  ])('rejects %j with InvalidNumberError', (text) => {
    for (const locale of locales) {
      expect(() => parseNumber(text, locale)).toThrow(InvalidNumberError);
      expect(tryParseNumber(text, locale)).toBeUndefined();
    }
  });
});

describe('what the site writes, it reads back', () => {
  it.each(locales)('parses formatResult output in %s back to the rounded value', (locale) => {
    fc.assert(
      fc.property(fc.double({ min: -1e12, max: 1e12, noNaN: true }), (x) => {
        const shown = formatResult(x, locale);
        expect(parseNumber(shown, locale)).toBe(Number(formatPlain(x)));
      }),
      { numRuns: 300 },
    );
  });
});
