import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decimalMarkOf, formatCellNumber, readCellNumber } from '@/lib/bulk';
import { tryParseNumber } from '@/lib/units';

describe('reading numbers from cells', () => {
  it('reads plain integers and decimals with a point in comma-separated files', () => {
    expect(readCellNumber('42', '.')).toBe(42);
    expect(readCellNumber('-12.5', '.')).toBe(-12.5);
    expect(readCellNumber('007.50', '.')).toBe(7.5);
  });

  it('reads decimal commas in semicolon-separated files', () => {
    expect(decimalMarkOf(';')).toBe(',');
    expect(readCellNumber('1,5', ',')).toBe(1.5);
    expect(readCellNumber('-0,25', ',')).toBe(-0.25);
    expect(readCellNumber('1.234,5', ',')).toBe(1234.5);
  });

  it('reads "1,500" as fifteen hundred with a decimal point and as one and a half with a decimal comma', () => {
    expect(readCellNumber('1,500', '.')).toBe(1500);
    expect(readCellNumber('1,500', ',')).toBe(1.5);
    expect(readCellNumber('1.500', ',')).toBe(1500);
  });

  it('reads long digit strings exactly, on both sides of the fast path’s 15 digits', () => {
    expect(readCellNumber('123456789012345', '.')).toBe(123456789012345);
    expect(readCellNumber('1234567890.12345', '.')).toBe(1234567890.12345);
    expect(readCellNumber('0.1234567890123456789', '.')).toBe(0.1234567890123456789);
    expect(readCellNumber('9007199254740993', '.')).toBe(9007199254740992);
    expect(readCellNumber('-0', '.')).toBe(-0);
  });

  it('ignores spaces around a number and reads exponents', () => {
    expect(readCellNumber('  3.5 ', '.')).toBe(3.5);
    expect(readCellNumber('1e3', '.')).toBe(1000);
  });

  it('finds no number in text, signs alone, double marks or values beyond a double', () => {
    for (const text of ['abc', 'n/a', '-', '1.2.3', '12kg', '0x1F', 'NaN', 'Infinity', '9'.repeat(400), '1e999']) {
      expect(readCellNumber(text, '.'), text).toBeUndefined();
    }
  });

  it('agrees with the engine parser on every text (the fast path is only a shortcut)', () => {
    const numberish = fc.stringMatching(/^-?[0-9]{0,12}([.,][0-9]{0,10})?$/);
    fc.assert(
      fc.property(fc.oneof(numberish, fc.string()), fc.constantFrom('.', ',') as fc.Arbitrary<'.' | ','>, (text, mark) => {
        const engine = tryParseNumber(text, mark === '.' ? 'en' : 'de');
        const expected = engine !== undefined && Number.isFinite(engine) ? engine : undefined;
        expect(readCellNumber(text, mark)).toBe(expected);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('writing converted numbers', () => {
  it('rounds to 6 decimals and drops trailing zeros', () => {
    expect(formatCellNumber(3.937007874015748, '.')).toBe('3.937008');
    expect(formatCellNumber(2.5, '.')).toBe('2.5');
    expect(formatCellNumber(0.1 + 0.2, '.')).toBe('0.3');
    expect(formatCellNumber(1.0000005, '.')).toBe('1.000001');
  });

  it('writes whole numbers without a decimal mark and never writes -0', () => {
    expect(formatCellNumber(100, '.')).toBe('100');
    expect(formatCellNumber(-0, '.')).toBe('0');
  });

  it('rounds halves away from zero on both sides of zero', () => {
    expect(formatCellNumber(2.0000005, '.')).toBe('2.000001');
    expect(formatCellNumber(-2.0000005, '.')).toBe('-2.000001');
  });

  it('keeps every digit of large values instead of an exponential display form', () => {
    expect(formatCellNumber(1234567.891, '.')).toBe('1234567.891');
    expect(formatCellNumber(-98765432109.5, '.')).toBe('-98765432109.5');
    expect(formatCellNumber(5e9, '.')).toBe('5000000000');
  });

  it('writes values that 6 decimals would erase in the site’s exponential form instead of 0', () => {
    expect(formatCellNumber(3.1688738506811e-17, '.')).toBe('3.169e-17');
    expect(formatCellNumber(-1e-7, '.')).toBe('-1.000e-7');
    expect(formatCellNumber(0.0000005, '.')).toBe('0.000001');
  });

  it('writes a decimal comma for semicolon-separated files', () => {
    expect(formatCellNumber(-1.25, ',')).toBe('-1,25');
    expect(formatCellNumber(3.1688738506811e-17, ',')).toBe('3,169e-17');
    expect(formatCellNumber(12, ',')).toBe('12');
  });

  it('writes a number within half a millionth of the value, readable back by the cell reader', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (value) => {
        const text = formatCellNumber(value, '.');
        if (Math.abs(value) >= 5e-7) {
          expect(text).toMatch(/^-?[0-9]+(\.[0-9]{1,6})?$/);
          expect(Math.abs(Number(text) - value)).toBeLessThanOrEqual(5e-7 + Math.abs(value) * 1e-15);
        }
        const back = readCellNumber(formatCellNumber(value, ','), ',');
        expect(back).toBe(Number(text));
      }),
      { numRuns: 3000 },
    );
  });
});
