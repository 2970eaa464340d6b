import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPlain, formatResult, isExponential } from '@/lib/format/result';
import { convert, InvalidNumberError } from '@/lib/units';

const NBSP = '\u00a0';
const NNBSP = '\u202f';
const MINUS = '\u2212';

describe('formatResult shows results in the locale', () => {
  it.each([
    [1234.5, '1,234.5', '1.234,5', '1234,5', `1${NNBSP}234,5`, `1${NBSP}234,5`],
    [12345.678, '12,345.678', '12.345,678', '12.345,678', `12${NNBSP}345,678`, `12${NBSP}345,678`],
    [2.54, '2.54', '2,54', '2,54', '2,54', '2,54'],
    [-1234.5, '-1,234.5', '-1.234,5', '-1234,5', `-1${NNBSP}234,5`, `${MINUS}1${NBSP}234,5`],
    [1 / 3, '0.333333', '0,333333', '0,333333', '0,333333', '0,333333'],
    [999999.999999, '999,999.999999', '999.999,999999', '999.999,999999', `999${NNBSP}999,999999`, `999${NBSP}999,999999`],
  ])('shows %s as %j (en), %j (de), %j (es), %j (fr), %j (no)', (value, en, de, es, fr, no) => {
    expect(formatResult(value, 'en')).toBe(en);
    expect(formatResult(value, 'de')).toBe(de);
    expect(formatResult(value, 'es')).toBe(es);
    expect(formatResult(value, 'fr')).toBe(fr);
    expect(formatResult(value, 'no')).toBe(no);
  });

  it('rounds to at most 6 decimals and drops trailing zeros', () => {
    expect(formatResult(1.23456789, 'en')).toBe('1.234568');
    expect(formatResult(123.4567895, 'en')).toBe('123.45679');
    expect(formatResult(2.5, 'en')).toBe('2.5');
    expect(formatResult(3, 'en')).toBe('3');
  });

  it('rounds the decimal people see, so 1.0000005 shows 1.000001', () => {
    expect(formatResult(1.0000005, 'en')).toBe('1.000001');
  });
});

describe('exponential form from 1,000,000 and below 0.001', () => {
  it.each([
    [1234567.891, '1.235e6', '1,235e6'],
    [1e6, '1.000e6', '1,000e6'],
    [-2.5e9, '-2.500e9', '-2,500e9'],
    [0.0005, '5.000e-4', '5,000e-4'],
    [1.5e-7, '1.500e-7', '1,500e-7'],
    [0.00099999, '1.000e-3', '1,000e-3'],
  ])('shows %s as %j in en and %j in de', (value, en, de) => {
    expect(formatResult(value, 'en')).toBe(en);
    expect(formatResult(value, 'de')).toBe(de);
  });

  it('treats a value that rounds to 1,000,000 at 6 decimals as 1,000,000', () => {
    expect(formatResult(999999.9999996, 'en')).toBe('1.000e6');
    expect(formatResult(999999.9999994, 'en')).toBe('999,999.999999');
  });

  it('shows 0.001 itself in fixed form', () => {
    expect(formatResult(0.001, 'en')).toBe('0.001');
    expect(isExponential(0.001)).toBe(false);
  });

  it('shows tiny negative values in exponential form too, rather than rounding them to 0', () => {
    // Decision: the "positive and below 0.001" rule applied to the magnitude, so −0.0005
    // reads like 0.0005 with a minus sign instead of collapsing to "-0.0005" in one direction only.
    expect(formatResult(-0.0005, 'en')).toBe('-5.000e-4');
    expect(formatResult(-0.0000001, 'en')).toBe('-1.000e-7');
    expect(formatResult(-0.0005, 'no')).toBe(`${MINUS}5,000e${MINUS}4`);
  });
});

describe('no floating-point artefact ever shows', () => {
  it('shows 0.1 + 0.2 as 0.3', () => {
    expect(formatResult(0.1 + 0.2, 'en')).toBe('0.3');
    expect(formatResult(0.1 + 0.2, 'fr')).toBe('0,3');
  });

  it('shows −0 as 0', () => {
    for (const locale of ['en', 'es', 'de', 'fr', 'no'] as const) expect(formatResult(-0, locale)).toBe('0');
    expect(formatPlain(-0)).toBe('0');
  });

  it('shows 32 °F in °C, and −459.67 °F in K, as 0', () => {
    expect(formatResult(convert('temperature', 'f', 'c', 32), 'en')).toBe('0');
    expect(formatResult(convert('temperature', 'f', 'k', -459.67), 'en')).toBe('0');
    expect(formatResult(convert('temperature', 'k', 'f', 255.3722222222222), 'en')).toBe('0');
  });

  it('shows 1 ft in inches as 12 and 1 in in cm as 2.54', () => {
    expect(formatResult(convert('length', 'ft', 'in', 1), 'en')).toBe('12');
    expect(formatResult(convert('length', 'in', 'cm', 1), 'en')).toBe('2.54');
  });

  it('shows a sum of numbers with 3 decimals with at most 3 decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e6, max: 1e6 }), fc.integer({ min: -1e6, max: 1e6 }), (a, b) => {
        // a/1000 + b/1000 has at most 3 decimals, whatever the binary rounding did.
        const shown = formatPlain(a / 1000 + b / 1000);
        expect(shown).toMatch(/^-?\d+(\.\d{1,3})?$|e/);
      }),
    );
  });
});

describe('formatPlain', () => {
  it.each([
    [1234.5, '1234.5'],
    [-1234.56789012, '-1234.56789'],
    [0.1 + 0.2, '0.3'],
    [1234567, '1.235e6'],
    [0.0005, '5.000e-4'],
    [-0.0005, '-5.000e-4'],
    [42, '42'],
    [999999, '999999'],
  ])('writes %s as %j: dot decimal, no grouping, ASCII minus', (value, expected) => {
    expect(formatPlain(value)).toBe(expected);
  });

  it('rounds exactly like formatResult in English', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (x) => {
        expect(formatPlain(x)).toBe(formatResult(x, 'en').replaceAll(',', ''));
      }),
      { numRuns: 1000 },
    );
  });

  it('is read back by Number()', () => {
    expect(Number(formatPlain(1234567))).toBe(1235000);
    expect(Number(formatPlain(0.0005))).toBe(0.0005);
  });
});

describe('NaN and Infinity are not formatted', () => {
  it.each([Number.NaN, Infinity, -Infinity])('raises InvalidNumberError for %s', (value) => {
    expect(() => formatResult(value, 'en')).toThrow(InvalidNumberError);
    expect(() => formatPlain(value)).toThrow(InvalidNumberError);
  });
});
