import { describe, expect, it } from 'vitest';
import {
  baseUnitOf,
  categories,
  categoryIds,
  convert,
  getCategory,
  getUnit,
  isCategoryId,
  isUnitOf,
  totalUnitCount,
  unitCount,
  unitIdsOf,
} from '@/lib/units';
import { fractionOf, fractionToNumber } from '@/lib/units/exact-ratio';

/** Every category's unit ids, in the order the site lists them. */
const EXPECTED_UNITS: Record<string, string[]> = {
  length: ['mm', 'cm', 'm', 'km', 'in', 'ft', 'yd', 'mi'],
  weight: ['mg', 'g', 'kg', 'oz', 'lb', 'st'],
  volume: ['ml', 'l', 'gal_us', 'gal_uk', 'cup_us', 'fl_oz_us', 'fl_oz_uk', 'tsp', 'tbsp'],
  temperature: ['c', 'f', 'k'],
  area: ['mm2', 'cm2', 'm2', 'ha', 'km2', 'in2', 'ft2', 'ac'],
  speed: ['ms', 'kmh', 'mph', 'fts', 'knot'],
  time: ['ns', 'ms', 's', 'min', 'hr', 'day', 'week', 'month', 'year'],
  pressure: ['pa', 'kpa', 'bar', 'psi', 'atm', 'mmhg'],
  energy: ['j', 'kj', 'kwh', 'kcal', 'btu'],
  power: ['w', 'kw', 'hp', 'btuh'],
  force: ['n', 'kgf', 'lbf'],
  angle: ['rad', 'deg', 'grad'],
  fuel: ['l100km', 'kml', 'mpg_us', 'mpg_uk'],
  data: ['bit', 'byte', 'kb', 'mb', 'gb', 'tb'],
  numeric: ['bin', 'oct', 'dec', 'hex'],
  currency: 'usd eur gbp jpy cad aud chf cny inr nok sek dkk mxn brl rub krw sgd hkd nzd zar thb try pln ils aed sar myr php idr vnd ars cop'.split(' '),
};

const EXPECTED_BASES: Record<string, string> = {
  length: 'm', weight: 'kg', volume: 'l', temperature: 'c', area: 'm2', speed: 'ms', time: 's', pressure: 'pa',
  energy: 'j', power: 'w', force: 'n', angle: 'rad', fuel: 'l100km', data: 'byte', numeric: 'dec', currency: 'usd',
};

describe('the catalogue', () => {
  it('has the 16 categories of the spec, in its order', () => {
    expect(categoryIds).toEqual(Object.keys(EXPECTED_UNITS));
  });

  it.each(Object.entries(EXPECTED_UNITS))('has exactly the expected unit ids in %s, in order', (id, units) => {
    expect(unitIdsOf(id as never)).toEqual(units);
    expect(unitCount(id as never)).toBe(units.length);
  });

  it.each(Object.entries(EXPECTED_BASES))('takes %s relative to %s', (id, base) => {
    expect(baseUnitOf(id as never)).toBe(base);
  });

  it('has 32 currencies, each shown by its upper-case code', () => {
    const currency = getCategory('currency');
    expect(currency.units).toHaveLength(32);
    for (const unit of currency.units) expect(unit.symbol).toBe(unit.id.toUpperCase());
  });

  it('counts more than 100 units in all, as the home page claims', () => {
    expect(totalUnitCount).toBe(Object.values(EXPECTED_UNITS).flat().length);
    expect(totalUnitCount).toBeGreaterThan(100);
  });

  it('gives every unit a symbol and a slug word, unique within its category', () => {
    for (const category of categories) {
      const symbols = category.units.map((unit) => unit.symbol);
      const slugs = category.units.map((unit) => unit.slug);
      expect(new Set(symbols).size, category.id).toBe(symbols.length);
      expect(new Set(slugs).size, category.id).toBe(slugs.length);
      for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });

  it('sets the base unit of every linear category at factor 1', () => {
    for (const category of categories) {
      if (category.kind !== 'linear') continue;
      expect(getUnit(category.id, category.base)).toMatchObject({ factor: 1 });
      for (const unit of category.units) expect(unit.factor).toBeGreaterThan(0);
    }
  });

  it('writes exact fractions that equal the factors they explain', () => {
    for (const category of categories) {
      if (category.kind !== 'linear') continue;
      for (const unit of category.units) {
        if (!('exact' in unit)) continue;
        expect(fractionToNumber(fractionOf(unit.factor, unit.exact)), `${category.id}.${unit.id}`).toBe(unit.factor);
      }
    }
  });

  it('uses the exact definitions where a factor is derived', () => {
    expect(getUnit('speed', 'kmh')).toMatchObject({ factor: 1 / 3.6 });
    expect(getUnit('time', 'month')).toMatchObject({ factor: 31556952 / 12 });
    expect(getUnit('power', 'btuh')).toMatchObject({ factor: 1055.05585262 / 3600 });
    expect(getUnit('data', 'tb')).toMatchObject({ factor: 1024 ** 4 });
  });
});

describe('lookups by id', () => {
  it('recognises categories and nothing else', () => {
    expect(isCategoryId('length')).toBe(true);
    for (const id of ['Length', 'lengths', '', 'constructor', '__proto__', 42, null]) expect(isCategoryId(id)).toBe(false);
    expect(getCategory('nope')).toBeUndefined();
    expect(getCategory('length').id).toBe('length');
  });

  it('scopes unit ids to their category', () => {
    expect(isUnitOf('speed', 'ms')).toBe(true);
    expect(isUnitOf('time', 'ms')).toBe(true);
    expect(isUnitOf('length', 'ms')).toBe(false);
    expect(isUnitOf('length', 'toString')).toBe(false);
    expect(getUnit('speed', 'ms')?.symbol).toBe('m/s');
    expect(getUnit('time', 'ms')?.symbol).toBe('ms');
    expect(getUnit('length', 'nope')).toBeUndefined();
  });

  it('converts every unit to its base and back by its factor', () => {
    for (const category of categories) {
      if (category.kind !== 'linear') continue;
      for (const unit of category.units) {
        expect(convert(category.id, unit.id, category.base, 1), `${category.id}.${unit.id}`).toBeCloseTo(unit.factor, 15);
      }
    }
  });
});
