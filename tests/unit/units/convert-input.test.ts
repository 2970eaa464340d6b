import { describe, expect, it } from 'vitest';
import { categoryIds, convertInput, unitIdsOf } from '@/lib/units';

describe('convertInput', () => {
  it('converts what the user typed and formats the result for the locale', () => {
    expect(convertInput({ category: 'length', from: 'in', to: 'cm', input: '1,5', locale: 'de' })).toEqual({
      ok: true,
      category: 'length',
      from: 'in',
      to: 'cm',
      value: 1.5,
      result: 3.81,
      formatted: '3,81',
      plain: '3.81',
      exact: true,
      approximate: false,
    });
  });

  it('reads fractions and feet and inches, and answers compound units in parts', () => {
    expect(convertInput({ category: 'length', from: 'in', to: 'cm', input: '1 1/2' })).toMatchObject({
      value: 1.5,
      formatted: '3.81',
      exact: true,
    });
    expect(convertInput({ category: 'length', from: 'ft_in', to: 'cm', input: `5'3"` })).toMatchObject({
      value: 5.25,
      formatted: '160.02',
      exact: true,
    });
    expect(
      convertInput({ category: 'length', from: 'cm', to: 'ft_in', input: '170', format: { kind: 'fraction', denominator: 16 } }),
    ).toMatchObject({
      formatted: '5 ft 6 15/16 in',
      approximate: true,
      parts: [
        { unit: 'ft', value: 5 },
        { unit: 'in', value: expect.closeTo(6.929134, 6) },
      ],
    });
  });

  it('refuses values it cannot read with a message that says why', () => {
    expect(convertInput({ category: 'length', from: 'in', to: 'cm', input: '1/0' })).toMatchObject({
      ok: false,
      error: 'INVALID_NUMBER',
      message: 'A fraction cannot have 0 below the line',
    });
    expect(convertInput({ category: 'length', from: 'cm', to: 'in', input: '5 kg' })).toMatchObject({ ok: false, error: 'INVALID_NUMBER' });
  });

  it('reads English by default', () => {
    const result = convertInput({ category: 'weight', from: 'kg', to: 'g', input: '1,500' });
    expect(result).toMatchObject({ ok: true, value: 1500, result: 1500000, formatted: '1.500e6' });
  });

  it('converts number bases as text and shows the digits as they are', () => {
    expect(convertInput({ category: 'numeric', from: 'hex', to: 'dec', input: ' ff ' })).toEqual({
      ok: true,
      category: 'numeric',
      from: 'hex',
      to: 'dec',
      value: 'ff',
      result: '255',
      formatted: '255',
      plain: '255',
      exact: true,
      approximate: false,
    });
  });

  it('uses the given currency rates', () => {
    const result = convertInput({ category: 'currency', from: 'usd', to: 'eur', input: '100', rates: { eur: 0.5 } });
    expect(result).toMatchObject({ ok: true, result: 50, formatted: '50' });
  });

  it('has nothing to show for empty input or a unit not chosen yet', () => {
    expect(convertInput({ category: 'length', from: 'm', to: 'cm', input: '   ' })).toEqual({
      ok: null,
      reason: 'empty-input',
    });
    expect(convertInput({ category: 'length', from: 'm', to: '', input: '1' })).toEqual({
      ok: null,
      reason: 'missing-unit',
    });
    expect(convertInput({ category: 'length', from: undefined, to: 'cm', input: '1' })).toEqual({
      ok: null,
      reason: 'missing-unit',
    });
  });

  it('reports input that is not a number with the documented message', () => {
    expect(convertInput({ category: 'length', from: 'm', to: 'cm', input: '12xyz' })).toEqual({
      ok: false,
      error: 'INVALID_NUMBER',
      message: 'Please enter a valid number',
    });
  });

  it('reports an invalid digit naming the base', () => {
    expect(convertInput({ category: 'numeric', from: 'bin', to: 'dec', input: '12' })).toEqual({
      ok: false,
      error: 'INVALID_DIGITS',
      message: 'Please enter a valid number in base 2',
    });
  });

  it('reports an unknown category or unit with the valid options, even before the input is typed', () => {
    expect(convertInput({ category: 'colour', from: 'a', to: 'b', input: '' })).toEqual({
      ok: false,
      error: 'CATEGORY_NOT_FOUND',
      message: 'Category colour not found',
      validOptions: categoryIds,
    });
    expect(convertInput({ category: 'length', from: 'm', to: 'parsec', input: '' })).toEqual({
      ok: false,
      error: 'UNIT_NOT_FOUND',
      message: 'Unit not found: m or parsec',
      validOptions: unitIdsOf('length'),
    });
  });

  it('reports conversions without a result instead of throwing', () => {
    expect(convertInput({ category: 'fuel', from: 'l100km', to: 'kml', input: '0' })).toMatchObject({
      ok: false,
      error: 'FUEL_OUT_OF_RANGE',
    });
    expect(convertInput({ category: 'length', from: 'km', to: 'mm', input: '1e306' })).toMatchObject({
      ok: false,
      error: 'RESULT_OUT_OF_RANGE',
    });
  });

  it('returns the same unit unchanged', () => {
    expect(convertInput({ category: 'temperature', from: 'k', to: 'k', input: '-5', locale: 'fr' })).toMatchObject({
      ok: true,
      result: -5,
      formatted: '-5',
    });
  });
});
