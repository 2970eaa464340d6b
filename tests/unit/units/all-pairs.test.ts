import { describe, expect, it } from 'vitest';
import {
  allPairs,
  allPairsOf,
  categories,
  getPair,
  getUnit,
  pairOfUnits,
  pairs,
  pairUnitsOf,
  PAIR_CURRENCY_COUNT,
  SAME_UNIT_LINKS,
  reverseOf,
  sameUnitPairs,
  TRADED_CURRENCIES,
  type CategoryId,
} from '@/lib/units';

const pairSlug = (category: CategoryId, from: string, to: string) => `${getUnit(category, from)!.slug}-to-${getUnit(category, to)!.slug}`;

describe('every pair page', () => {
  it('exists for each ordered pair of distinct units of a category, currencies among the most traded', () => {
    for (const category of categories) {
      const units = pairUnitsOf(category.id);
      const expected = units.flatMap((from) => units.filter((to) => to !== from).map((to) => `${from}>${to}`));
      // Except a pair of units an earlier category shares, which has its page there (typography's cm to mm is length's).
      const elsewhere = (pair: string) => {
        const [from, to] = pair.split('>') as [string, string];
        return categories.some(
          (other) =>
            other.id !== category.id &&
            allPairsOf(other.id).some((page) => page.from === from && page.to === to && page.slug === pairSlug(category.id, from, to)),
        );
      };
      expect(
        allPairsOf(category.id)
          .map((pair) => `${pair.from}>${pair.to}`)
          .sort(),
        category.id,
      ).toEqual(expected.filter((pair) => !elsewhere(pair)).sort());
    }
    expect(allPairsOf('typography').some((pair) => pair.from === 'cm' && pair.to === 'mm')).toBe(false);
    expect(allPairsOf('typography').some((pair) => pair.from === 'cm' && pair.to === 'pt')).toBe(true);
    expect(pairUnitsOf('length')).toEqual(categories.find((category) => category.id === 'length')!.units.map((unit) => unit.id));
    const currencies = pairUnitsOf('currency');
    expect(currencies).toHaveLength(PAIR_CURRENCY_COUNT);
    expect(currencies.every((code) => (TRADED_CURRENCIES as readonly string[]).includes(code))).toBe(true);
    expect(currencies).toEqual(expect.arrayContaining(['usd', 'eur', 'jpy', 'gbp', 'nok']));
  });

  it("keeps the address of every popular page, and every address is unique, readable and its own reverse's reverse", () => {
    for (const pair of pairs) expect(getPair(pair.category, pair.slug)).toBe(pair);
    expect(allPairs().slice(0, pairs.length)).toEqual(pairs);
    expect(new Set(allPairs().map((pair) => pair.id)).size).toBe(allPairs().length);
    for (const pair of allPairs()) {
      expect(pair.slug).toBe(`${getUnit(pair.category, pair.from)!.slug}-to-${getUnit(pair.category, pair.to)!.slug}`);
      expect(pair.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(reverseOf(reverseOf(pair))).toBe(pair);
      expect(pairOfUnits(pair.category, pair.from, pair.to)).toBe(pair);
    }
    expect(getPair('length', 'smoots-to-meters')).toBeUndefined();
    expect(pairOfUnits('length', 'cm', 'cm')).toBeUndefined();
  });

  it('links to the other pairs of its two units, not to itself or its reverse', () => {
    const pair = getPair('length', 'cm-to-inches')!;
    const { fromSame, toSame } = sameUnitPairs(pair);
    expect(fromSame.every((other) => other.from === 'cm' && other.to !== 'in')).toBe(true);
    expect(toSame.every((other) => other.to === 'in' && other.from !== 'cm')).toBe(true);
    expect(fromSame).toHaveLength(Math.min(SAME_UNIT_LINKS, pairUnitsOf('length').length - 2));
    expect(toSame).toHaveLength(Math.min(SAME_UNIT_LINKS, pairUnitsOf('length').length - 2));
    const currency = sameUnitPairs(getPair('currency', 'jpy-to-chf')!);
    expect(currency.fromSame).toHaveLength(SAME_UNIT_LINKS);
  });
});
