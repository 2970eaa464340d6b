import { describe, expect, it } from 'vitest';
import { workedExample } from '@/lib/converter';

describe('workedExample', () => {
  it('converts a round value with the engine, formatted as the converter shows it', () => {
    expect(workedExample('length', 'cm', 'in', 'en')).toEqual({ input: '10', output: '3.937008' });
    expect(workedExample('temperature', 'c', 'f', 'en')).toEqual({ input: '25', output: '77' });
    expect(workedExample('fuel', 'l100km', 'mpg_us', 'de')).toEqual({ input: '10', output: '23,521458' });
  });

  it('gives number bases digits of the source base', () => {
    expect(workedExample('numeric', 'bin', 'hex', 'en')).toEqual({ input: '101010', output: '2A' });
    expect(workedExample('numeric', 'dec', 'oct', 'en')).toEqual({ input: '42', output: '52' });
  });

  it('uses the currency rates it is given', () => {
    expect(workedExample('currency', 'usd', 'eur', 'en', { EUR: 0.9 })).toEqual({ input: '100', output: '90' });
  });

  it('is undefined for an unknown category or unit', () => {
    expect(workedExample('colour', 'red', 'blue', 'en')).toBeUndefined();
    expect(workedExample('length', 'cm', 'lb', 'en')).toBeUndefined();
  });
});
