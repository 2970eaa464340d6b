import { describe, expect, it } from 'vitest';
import { categoryIds, getPair, isUnitOf, pairs, pairsOf, popularPairs, relatedPairs, reverseOf } from '@/lib/units';

describe('the pair catalogue', () => {
  it('has about 80 pairs, each with its reverse: about 160 pages', () => {
    expect(pairs.length).toBeGreaterThanOrEqual(150);
    expect(pairs.length).toBeLessThanOrEqual(170);
    expect(pairs.length % 2).toBe(0);
  });

  it('has unique ids and unique slugs', () => {
    expect(new Set(pairs.map((pair) => pair.id)).size).toBe(pairs.length);
    expect(new Set(pairs.map((pair) => pair.slug)).size).toBe(pairs.length);
  });

  it('writes slugs as English, lower case "<from>-to-<to>", and ids as "<category>/<slug>"', () => {
    for (const pair of pairs) {
      expect(pair.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*-to-[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(pair.id).toBe(`${pair.category}/${pair.slug}`);
      const [fromWord, toWord] = pair.slug.split('-to-');
      expect(pair.reverseSlug).toBe(`${toWord}-to-${fromWord}`);
    }
  });

  it('gives every pair a reverse page with the units swapped', () => {
    for (const pair of pairs) {
      const reverse = getPair(pair.category, pair.reverseSlug);
      expect(reverse, pair.id).toBeDefined();
      expect(reverse).toMatchObject({ from: pair.to, to: pair.from, reverseSlug: pair.slug });
      expect(reverseOf(pair)).toBe(reverse);
    }
  });

  it("uses only unit ids of the pair's category, never a unit with itself", () => {
    for (const pair of pairs) {
      expect(isUnitOf(pair.category, pair.from), pair.id).toBe(true);
      expect(isUnitOf(pair.category, pair.to), pair.id).toBe(true);
      expect(pair.from).not.toBe(pair.to);
    }
  });

  it('has at least 4 pages (2 pairs and their reverses) in every category, currency included', () => {
    for (const category of categoryIds) expect(pairsOf(category).length, category).toBeGreaterThanOrEqual(4);
  });

  it("has the footer's popular converters and the searches people type", () => {
    for (const [category, slug] of [
      ['length', 'cm-to-inches'],
      ['weight', 'kg-to-pounds'],
      ['temperature', 'celsius-to-fahrenheit'],
      ['currency', 'usd-to-eur'],
      ['currency', 'eur-to-usd'],
      ['currency', 'gbp-to-usd'],
      ['currency', 'usd-to-nok'],
      ['speed', 'mph-to-kmh'],
      ['numeric', 'binary-to-decimal'],
      ['length', 'inches-to-cm'],
    ]) {
      expect(getPair(category!, slug!), slug).toBeDefined();
    }
  });

  it('starts with 8 popular pairs across several categories, all first directions', () => {
    const popular = popularPairs();
    expect(popular).toHaveLength(8);
    expect(popular).toEqual(pairs.slice(0, 8));
    expect(new Set(popular.map((pair) => pair.category)).size).toBeGreaterThanOrEqual(5);
    expect(popular.map((pair) => pair.slug)).toEqual(
      expect.arrayContaining(['cm-to-inches', 'kg-to-pounds', 'celsius-to-fahrenheit', 'usd-to-eur']),
    );
  });
});

describe('getPair', () => {
  it('finds a pair only under its own category', () => {
    expect(getPair('length', 'cm-to-inches')).toMatchObject({ category: 'length', from: 'cm', to: 'in' });
    expect(getPair('weight', 'cm-to-inches')).toBeUndefined();
    expect(getPair('length', 'cm-to-smoots')).toBeUndefined();
    expect(getPair('nope', 'cm-to-inches')).toBeUndefined();
  });
});

describe('pairsOf', () => {
  it('lists the pairs of one category, most popular first', () => {
    const length = pairsOf('length');
    expect(length.every((pair) => pair.category === 'length')).toBe(true);
    expect(length[0]?.slug).toBe('cm-to-inches');
    expect(pairsOf('nope')).toEqual([]);
  });
});

describe('relatedPairs', () => {
  const pair = getPair('length', 'cm-to-inches')!;

  it('puts the reverse first, then pairs sharing a unit, never the pair itself', () => {
    const related = relatedPairs(pair, 6);
    expect(related).toHaveLength(6);
    expect(related[0]?.slug).toBe('inches-to-cm');
    expect(related).not.toContainEqual(pair);
    expect(new Set(related.map((other) => other.id)).size).toBe(6);
    const sharing = related
      .slice(1)
      .filter((other) => other.category === 'length' && [other.from, other.to].some((u) => u === 'cm' || u === 'in'));
    expect(related.slice(1, 1 + sharing.length)).toEqual(sharing);
  });

  it('fills up with popular pairs of other categories when its own has too few', () => {
    const force = getPair('force', 'newtons-to-lbf')!;
    const related = relatedPairs(force, 6);
    expect(related).toHaveLength(6);
    expect(related.slice(0, 3).every((other) => other.category === 'force')).toBe(true);
    expect(related.slice(3).every((other) => other.category !== 'force')).toBe(true);
  });

  it('returns at most the number asked for', () => {
    expect(relatedPairs(pair, 2)).toHaveLength(2);
    expect(relatedPairs(pair, 0)).toEqual([]);
  });
});
