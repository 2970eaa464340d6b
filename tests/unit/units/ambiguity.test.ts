import { describe, expect, it } from 'vitest';
import { convert, getUnit, OTHER_MEANING, otherMeaningOf, otherReadings } from '@/lib/units';

describe('units with two meanings', () => {
  it('pair each unit with its other meaning, both ways, within the category', () => {
    for (const [category, table] of Object.entries(OTHER_MEANING)) {
      for (const [unit, other] of Object.entries(table)) {
        expect(getUnit(category as never, unit)).toBeDefined();
        expect(otherMeaningOf(category, other)).toBe(unit);
      }
    }
  });

  it('show the UK gallon beside a US gallon result, and the US one beside a UK one', () => {
    expect(otherReadings('volume', 'gal_us', 'l')).toEqual([{ from: 'gal_uk', to: 'l', swapped: 'from' }]);
    expect(otherReadings('volume', 'l', 'gal_uk')).toEqual([{ from: 'l', to: 'gal_us', swapped: 'to' }]);
    expect(convert('volume', 'gal_uk', 'l', 1)).toBe(4.54609);
  });

  it('show both data conventions', () => {
    expect(otherReadings('data', 'gb', 'mb')).toEqual([
      { from: 'gb_si', to: 'mb', swapped: 'from' },
      { from: 'gb', to: 'mb_si', swapped: 'to' },
    ]);
    expect(convert('data', 'gb_si', 'byte', 1)).toBe(1e9);
    expect(convert('data', 'gb', 'gb_si', 1)).toBe(1.073741824);
  });

  it('show nothing for unambiguous units, or when the pair already is both meanings', () => {
    expect(otherReadings('length', 'cm', 'in')).toEqual([]);
    expect(otherReadings('volume', 'gal_us', 'gal_uk')).toEqual([]);
    expect(otherReadings('fuel', 'mpg_us', 'l100km')).toEqual([{ from: 'mpg_uk', to: 'l100km', swapped: 'from' }]);
    expect(otherMeaningOf('volume', 'constructor')).toBeUndefined();
  });
});
