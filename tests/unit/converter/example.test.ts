import { describe, expect, it } from 'vitest';
import { writtenAmount } from '@/lib/converter/written';
import { workedExample } from '@/lib/converter/panels';

describe('workedExample', () => {
  it('converts a round value with the engine, formatted as the converter shows it', () => {
    expect(workedExample('length', 'cm', 'in', 'en')).toMatchObject({ input: '10', output: '3.937008' });
    expect(workedExample('temperature', 'c', 'f', 'en')).toMatchObject({ input: '25', output: '77' });
    expect(workedExample('fuel', 'l100km', 'mpg_us', 'de')).toMatchObject({ input: '10', output: '23,521458' });
  });

  it('gives number bases digits of the source base', () => {
    expect(workedExample('numeric', 'bin', 'hex', 'en')).toMatchObject({ input: '101010', output: '2A' });
    expect(workedExample('numeric', 'dec', 'oct', 'en')).toMatchObject({ input: '42', output: '52' });
  });

  it('uses the currency rates it is given', () => {
    expect(workedExample('currency', 'usd', 'eur', 'en', { EUR: 0.9 })).toMatchObject({ input: '100', output: '90' });
  });

  it('writes the line with units, a compound unit in its parts', () => {
    expect(workedExample('length', 'cm', 'in', 'en')?.line).toBe('10 cm = 3.937008 in');
    expect(workedExample('length', 'cm', 'ft_in', 'de')?.line).toBe('10 cm = 0 ft 3,94 in');
    expect(workedExample('weight', 'st_lb', 'kg', 'en')?.line).toBe('10 st = 63.502932 kg');
    expect(workedExample('numeric', 'dec', 'hex', 'en')?.line).toBe('42 dec = 2A hex');
  });

  it('writes a whole amount of a compound unit in its larger part, without "0 oz"', () => {
    expect(writtenAmount('weight', 1, 'lb_oz', 'en')).toBe('1 lb');
    expect(writtenAmount('weight', 1.5, 'lb_oz', 'en')).toBe('1 lb 8 oz');
    expect(writtenAmount('length', 6, 'ft_in', 'es')).toBe('6 ft');
  });

  it('is undefined for an unknown category or unit', () => {
    expect(workedExample('colour', 'red', 'blue', 'en')).toBeUndefined();
    expect(workedExample('length', 'cm', 'lb', 'en')).toBeUndefined();
  });
});
