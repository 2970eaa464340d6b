import { describe, expect, it } from 'vitest';
import { formatConstant, formatTableValue } from '@/lib/converter';

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
