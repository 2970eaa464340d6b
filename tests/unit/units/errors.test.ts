import { describe, expect, it } from 'vitest';
import {
  API_ERROR_CODES,
  CategoryNotFoundError,
  categoryIds,
  convert,
  convertBase,
  convertFuel,
  convertTemperature,
  ERROR_MESSAGES,
  FuelRangeError,
  getConverter,
  InvalidDigitsError,
  InvalidNumberError,
  ResultOutOfRangeError,
  UnitNotFoundError,
  UnitsError,
  UnknownUnitError,
  unitIdsOf,
} from '@/lib/units';

/** An id as it arrives from a URL: typed string, so the compiler lets a wrong one through to the engine. */
function unchecked(id: string): string {
  return id;
}

function caught(run: () => unknown): UnitsError {
  try {
    run();
  } catch (error) {
    if (error instanceof UnitsError) return error;
    throw error;
  }
  throw new Error('expected a UnitsError, but nothing was thrown');
}

describe('an unknown category', () => {
  it('raises "Category {x} not found" listing the valid categories', () => {
    const error = caught(() => convert(unchecked('volumes'), 'l', 'ml', 1));
    expect(error).toBeInstanceOf(CategoryNotFoundError);
    expect(error.code).toBe('CATEGORY_NOT_FOUND');
    expect(error.message).toBe('Category volumes not found');
    expect(error.validOptions).toEqual(categoryIds);
    expect((error as CategoryNotFoundError).category).toBe('volumes');
  });

  it('is not found on the object prototype either', () => {
    for (const id of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      expect(caught(() => convert(id, 'm', 'cm', 1))).toBeInstanceOf(CategoryNotFoundError);
      expect(caught(() => getConverter(id, 'm', 'cm'))).toBeInstanceOf(CategoryNotFoundError);
    }
  });
});

describe('an unknown unit', () => {
  it('raises "Unit not found: {from} or {to}" listing the units of the category', () => {
    const error = caught(() => convert('length', 'cm', unchecked('cubit'), 1));
    expect(error).toBeInstanceOf(UnitNotFoundError);
    expect(error.code).toBe('UNIT_NOT_FOUND');
    expect(error.message).toBe('Unit not found: cm or cubit');
    expect(error.validOptions).toEqual(unitIdsOf('length'));
    expect(error).toMatchObject({ category: 'length', from: 'cm', to: 'cubit' });
  });

  it('is scoped to its category: ms is a speed and a time, m/s is neither', () => {
    expect(convert('speed', 'ms', 'kmh', 1)).toBe(3.6);
    expect(convert('time', 'ms', 's', 1000)).toBe(1);
    expect(caught(() => convert('time', unchecked('kmh'), 'ms', 1))).toBeInstanceOf(UnitNotFoundError);
  });

  it.each([
    ['temperature', 'c', 'rankine'],
    ['fuel', 'gallons', 'kml'],
    ['numeric', 'b36', 'dec'],
    ['currency', 'usd', 'xau'],
    ['data', 'zib', 'kb'],
  ])('raises UnitNotFoundError through convert in %s (%s → %s)', (category, from, to) => {
    expect(caught(() => convert(category, from, to, category === 'numeric' ? '1' : 1))).toBeInstanceOf(UnitNotFoundError);
  });

  it('is not found on the object prototype either', () => {
    expect(caught(() => convert('length', unchecked('__proto__'), 'm', 1))).toBeInstanceOf(UnitNotFoundError);
    expect(caught(() => convert('temperature', 'c', unchecked('constructor'), 1))).toBeInstanceOf(UnitNotFoundError);
  });
});

describe('the formulas of temperature, fuel and number bases name the unit they do not know', () => {
  it('raises "Unknown temperature unit" from convertTemperature', () => {
    const error = caught(() => convertTemperature('c', 'rankine', 1));
    expect(error).toBeInstanceOf(UnknownUnitError);
    expect(error).toBeInstanceOf(UnitNotFoundError);
    expect(error.code).toBe('UNKNOWN_TEMPERATURE_UNIT');
    expect(error.message).toBe('Unknown temperature unit: rankine');
    expect(error.validOptions).toEqual(['c', 'f', 'k', 'r', 're']);
  });

  it('raises "Unknown fuel unit" from convertFuel', () => {
    const error = caught(() => convertFuel('gallons', 'kml', 1));
    expect(error).toBeInstanceOf(UnknownUnitError);
    expect(error.code).toBe('UNKNOWN_FUEL_UNIT');
    expect(error.message).toBe('Unknown fuel unit: gallons');
  });

  it('raises "Unknown numeric base" from convertBase', () => {
    const error = caught(() => convertBase('dec', 'b36', '1'));
    expect(error).toBeInstanceOf(UnknownUnitError);
    expect(error.code).toBe('UNKNOWN_NUMERIC_BASE');
    expect(error.message).toBe('Unknown numeric base: b36');
    expect(error.validOptions).toEqual(['bin', 'oct', 'dec', 'hex']);
  });

  it('convert the same as convert() when the units are known', () => {
    expect(convertTemperature('c', 'f', 100)).toBe(212);
    expect(convertFuel('l100km', 'kml', 4)).toBe(25);
    expect(convertBase('bin', 'oct', '111111')).toBe('77');
  });
});

describe('a value that is not a number', () => {
  it.each([Number.NaN, Infinity, -Infinity])('raises "Please enter a valid number" for %s', (value) => {
    for (const [category, from, to] of [
      ['length', 'm', 'cm'],
      ['length', 'm', 'm'],
      ['temperature', 'c', 'f'],
      ['fuel', 'l100km', 'mpg_us'],
      ['fuel', 'kml', 'mpg_us'],
      ['currency', 'usd', 'eur'],
    ] as const) {
      const error = caught(() => convert(category, from, to, value));
      expect(error).toBeInstanceOf(InvalidNumberError);
      expect(error.code).toBe('INVALID_NUMBER');
      expect(error.message).toBe('Please enter a valid number');
    }
  });

  it('raises InvalidNumberError for text given where a number belongs', () => {
    expect(caught(() => convert(unchecked('length'), 'm', 'cm', '12'))).toBeInstanceOf(InvalidNumberError);
  });

  it('raises an error naming the base for a digit the base does not have', () => {
    const error = caught(() => convert('numeric', 'bin', 'dec', '102'));
    expect(error).toBeInstanceOf(InvalidDigitsError);
    expect(error).toBeInstanceOf(InvalidNumberError);
    expect(error.code).toBe('INVALID_DIGITS');
    expect(error.message).toBe('Please enter a valid number in base 2');
    expect(error).toMatchObject({ base: 'bin', radix: 2 });
    expect(caught(() => convert('numeric', 'hex', 'dec', 'fg')).message).toBe('Please enter a valid number in base 16');
  });
});

describe('fuel at zero or below', () => {
  it.each([0, -0, -5, -Number.MIN_VALUE])('raises FuelRangeError for %s instead of returning Infinity', (value) => {
    for (const [from, to] of [
      ['l100km', 'mpg_us'],
      ['mpg_us', 'l100km'],
      ['kml', 'mpg_uk'],
    ] as const) {
      const error = caught(() => convert('fuel', from, to, value));
      expect(error).toBeInstanceOf(FuelRangeError);
      expect(error.code).toBe('FUEL_OUT_OF_RANGE');
      expect(error.message).toBe(ERROR_MESSAGES.FUEL_OUT_OF_RANGE);
    }
  });

  it('raises ResultOutOfRangeError when the reciprocal of a tiny value overflows', () => {
    expect(caught(() => convert('fuel', 'l100km', 'kml', 1e-307))).toBeInstanceOf(ResultOutOfRangeError);
  });
});

describe('a finite value whose result does not fit in a double', () => {
  it('raises ResultOutOfRangeError', () => {
    const error = caught(() => convert('length', 'km', 'mm', 1e306));
    expect(error).toBeInstanceOf(ResultOutOfRangeError);
    expect(error.code).toBe('RESULT_OUT_OF_RANGE');
    expect(caught(() => convert('currency', 'usd', 'eur', 1e308, { rates: { eur: 10 } }))).toBeInstanceOf(ResultOutOfRangeError);
  });

  it('still converts values near the largest double whose result fits', () => {
    expect(convert('length', 'in', 'm', 1.7e308)).toBeCloseTo(1.7e308 * 0.0254, -300);
  });
});

describe('error messages and codes', () => {
  it('are English texts, exported as constants', () => {
    expect(ERROR_MESSAGES.INVALID_NUMBER).toBe('Please enter a valid number');
    expect(ERROR_MESSAGES.CATEGORY_NOT_FOUND).toBe('Category {category} not found');
    expect(ERROR_MESSAGES.UNIT_NOT_FOUND).toBe('Unit not found: {from} or {to}');
    expect(ERROR_MESSAGES.UNKNOWN_TEMPERATURE_UNIT).toMatch(/^Unknown temperature unit/);
    expect(ERROR_MESSAGES.UNKNOWN_FUEL_UNIT).toMatch(/^Unknown fuel unit/);
    expect(ERROR_MESSAGES.UNKNOWN_NUMERIC_BASE).toMatch(/^Unknown numeric base/);
  });

  it('map onto the API error codes', () => {
    expect(API_ERROR_CODES).toEqual({
      CATEGORY_NOT_FOUND: 'INVALID_CATEGORY',
      UNIT_NOT_FOUND: 'INVALID_UNIT',
      UNKNOWN_TEMPERATURE_UNIT: 'INVALID_UNIT',
      UNKNOWN_FUEL_UNIT: 'INVALID_UNIT',
      UNKNOWN_NUMERIC_BASE: 'INVALID_UNIT',
      INVALID_NUMBER: 'INVALID_VALUE',
      INVALID_DIGITS: 'INVALID_VALUE',
      FUEL_OUT_OF_RANGE: 'INVALID_VALUE',
      RESULT_OUT_OF_RANGE: 'INVALID_VALUE',
      SIZE_OUT_OF_RANGE: 'SIZE_OUT_OF_RANGE',
    });
  });

  it('give each class its own name for logs', () => {
    expect(caught(() => convert(unchecked('x'), 'a', 'b', 1)).name).toBe('CategoryNotFoundError');
    expect(caught(() => convert('length', unchecked('a'), unchecked('b'), 1)).name).toBe('UnitNotFoundError');
    expect(caught(() => convertFuel('a', 'b', 1)).name).toBe('UnknownUnitError');
    expect(caught(() => convert('length', 'm', 'cm', Number.NaN)).name).toBe('InvalidNumberError');
  });
});
