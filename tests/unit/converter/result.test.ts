import { describe, expect, it } from 'vitest';
import { converterView } from '@/lib/converter/result';

const length = { category: 'length', from: 'cm', to: 'in', locale: 'en' } as const;

describe('converterView (the result panel)', () => {
  it('reads "value symbol = result symbol"', () => {
    expect(converterView({ ...length, input: '1' })).toEqual({
      state: 'result',
      line: '1 cm ≈ 0.393701 in',
      output: '0.393701',
      exact: false,
      others: [],
    });
    expect(converterView({ ...length, input: '5' })).toMatchObject({ line: '5 cm ≈ 1.968504 in' });
    expect(converterView({ ...length, from: 'in', to: 'cm', input: '5' })).toMatchObject({ line: '5 in = 12.7 cm' });
  });

  it('writes both numbers in the locale format and reads the locale decimal comma', () => {
    expect(converterView({ ...length, locale: 'de', input: '1,5' })).toMatchObject({ line: '1,5 cm ≈ 0,590551 in' });
    expect(converterView({ ...length, locale: 'de', input: '1.5' })).toMatchObject({ line: '1,5 cm ≈ 0,590551 in' });
    expect(converterView({ ...length, from: 'm', to: 'km', locale: 'en', input: '1,500' })).toMatchObject({ line: '1,500 m = 1.5 km' });
  });

  it('marks dropped digits with ≈, knows exact results and answers in parts', () => {
    expect(converterView({ ...length, from: 'in', to: 'cm', input: '1' })).toMatchObject({ line: '1 in = 2.54 cm', exact: true });
    expect(converterView({ ...length, to: 'ft_in', input: '170' })).toMatchObject({ line: '170 cm ≈ 5 ft 6.93 in', exact: false });
    expect(converterView({ ...length, from: 'mm', input: '300', format: { kind: 'fraction', denominator: 16 } })).toMatchObject({
      line: '300 mm ≈ 11 13/16 in',
    });
    expect(converterView({ ...length, from: 'ft_in', to: 'cm', input: `5'3"` })).toMatchObject({ line: '5 ft 3 in = 160.02 cm' });
  });

  it('shows the other meaning of an ambiguous unit beside the result', () => {
    expect(converterView({ category: 'volume', from: 'gal_us', to: 'l', locale: 'en', input: '1' })).toMatchObject({
      line: '1 gal (US) ≈ 3.785412 L',
      others: ['1 gal (UK) = 4.54609 L'],
    });
    expect(converterView({ category: 'data', from: 'gb', to: 'byte', locale: 'en', input: '1' })).toMatchObject({
      line: '1 GB (binary) ≈ 1.074e9 B',
      others: ['1 GB = 1.000e9 B'],
    });
  });

  it('uses the unit symbols, not the ids', () => {
    expect(converterView({ category: 'temperature', from: 'c', to: 'f', locale: 'en', input: '100' })).toMatchObject({
      line: '100 °C = 212 °F',
    });
    expect(converterView({ category: 'currency', from: 'usd', to: 'nok', locale: 'en', input: '2', rates: { NOK: 10.5 } })).toMatchObject({
      line: '2 USD = 21 NOK',
    });
  });

  it('converts currency at rate 1 when the rates could not be fetched', () => {
    expect(converterView({ category: 'currency', from: 'usd', to: 'eur', locale: 'en', input: '3' })).toMatchObject({
      line: '3 USD = 3 EUR',
    });
  });

  it('shows number bases digit for digit', () => {
    expect(converterView({ category: 'numeric', from: 'hex', to: 'dec', locale: 'de', input: 'ff' })).toMatchObject({
      line: 'ff hex = 255 dec',
      output: '255',
    });
  });

  it('clears the panel for an empty value or a missing unit', () => {
    expect(converterView({ ...length, input: '  ' })).toEqual({ state: 'idle' });
    expect(converterView({ ...length, to: undefined, input: '1' })).toEqual({ state: 'idle' });
  });

  it('asks for a valid number when the input is not one', () => {
    expect(converterView({ ...length, input: 'abc' })).toEqual({ state: 'error', message: { key: 'invalidNumber' } });
    expect(converterView({ ...length, input: '1.2.3' })).toEqual({ state: 'error', message: { key: 'invalidNumber' } });
  });

  it('names the base when digits do not belong to it', () => {
    expect(converterView({ category: 'numeric', from: 'bin', to: 'dec', locale: 'en', input: '102' })).toEqual({
      state: 'error',
      message: { key: 'invalidDigits', values: { radix: 2 } },
    });
  });

  it('reports fuel at zero, unknown units and unknown categories as messages to translate', () => {
    expect(converterView({ category: 'fuel', from: 'l100km', to: 'mpg_us', locale: 'en', input: '0' })).toEqual({
      state: 'error',
      message: { key: 'fuelOutOfRange' },
    });
    expect(converterView({ ...length, to: 'kg', input: '1' })).toEqual({
      state: 'error',
      message: { key: 'unitNotFound', values: { from: 'cm', to: 'kg' } },
    });
    expect(converterView({ ...length, category: 'colour', input: '1' })).toEqual({
      state: 'error',
      message: { key: 'categoryNotFound' },
    });
  });
});
