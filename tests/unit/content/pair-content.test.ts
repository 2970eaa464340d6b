import { describe, expect, it } from 'vitest';
import {
  pairDescription,
  pairDescriptionSpec,
  pairDescriptionValues,
  pairPageContent,
  pairPath,
  RELATED_PAIR_COUNT,
  resolveNumber,
} from '@/lib/content';
import { proseDecimals } from '@/lib/content/numbers';
import { categoryIds, getPair, getUnit, isUnitOf, pairs, reverseOf, tryParseNumber } from '@/lib/units';
import { keysAt, locales, messageAt, placeholdersOf, render, typedDigits } from './helpers';

const NS = 'PairContent';
const key = (pair: (typeof pairs)[number]) => `${pair.category}.${pair.slug}`;

describe('every pair page against the unit catalogue', () => {
  it.each(pairs.map((pair) => [pair.id, pair] as const))('%s has the slug, reverse and units the catalogue gives', (_id, pair) => {
    const from = getUnit(pair.category, pair.from);
    const to = getUnit(pair.category, pair.to);
    expect(from, pair.from).toBeDefined();
    expect(to, pair.to).toBeDefined();
    expect(pair.slug).toBe(`${from!.slug}-to-${to!.slug}`);
    expect(pair.reverseSlug).toBe(`${to!.slug}-to-${from!.slug}`);
    expect(pair.id).toBe(`${pair.category}/${pair.slug}`);
    const reverse = reverseOf(pair);
    expect(reverse).toMatchObject({
      category: pair.category,
      from: pair.to,
      to: pair.from,
      slug: pair.reverseSlug,
      reverseSlug: pair.slug,
    });
    expect(isUnitOf(pair.category, pair.from) && isUnitOf(pair.category, pair.to)).toBe(true);
  });

  it('has about 100 pages, each slug unique within its category', () => {
    expect(pairs.length).toBeGreaterThanOrEqual(96);
    expect(new Set(pairs.map((pair) => pair.id)).size).toBe(pairs.length);
  });
});

describe('pairPageContent', () => {
  it('is undefined for a missing category, an unknown pair, or a pair of another category', () => {
    expect(pairPageContent('colour', 'cm-to-inches', 'en')).toBeUndefined();
    expect(pairPageContent('length', 'cm-to-smoots', 'en')).toBeUndefined();
    expect(pairPageContent('weight', 'cm-to-inches', 'en')).toBeUndefined();
    expect(pairPageContent('length', 'kg-to-pounds', 'en')).toBeUndefined();
  });

  it("gives the pair, its reverse, up to six related pages (not itself) and its category's FAQ", () => {
    for (const pair of pairs) {
      const content = pairPageContent(pair.category, pair.slug, 'en')!;
      expect(content.pair).toBe(pair);
      expect(content.reverse).toBe(getPair(pair.category, pair.reverseSlug));
      expect(content.related.length).toBeLessThanOrEqual(RELATED_PAIR_COUNT);
      expect(content.related.length).toBeGreaterThan(0);
      expect(content.related.map((other) => other.id)).not.toContain(pair.id);
      expect(content.category.category).toBe(pair.category);
      expect(content.category.faq.length).toBeGreaterThanOrEqual(4);
    }
  });

  it('links pages at /convert/{category}/{slug}', () => {
    expect(pairPath(getPair('length', 'cm-to-inches')!)).toBe('/convert/length/cm-to-inches');
  });
});

describe('pair titles and descriptions', () => {
  it("cover exactly the catalogue's pairs, in every category", () => {
    expect(Object.keys(pairDescriptionValues).sort()).toEqual(pairs.map((pair) => pair.id).sort());
    for (const locale of locales) {
      for (const category of categoryIds) {
        expect(keysAt(locale, NS, category).sort(), `${locale} ${category}`).toEqual(
          pairs
            .filter((pair) => pair.category === category)
            .map((pair) => pair.slug)
            .sort(),
        );
      }
    }
  });

  it.each(locales)('are written in %s for every pair, every placeholder filled and none left over', (locale) => {
    for (const pair of pairs) {
      const title = messageAt(locale, NS, `${key(pair)}.title`);
      const description = messageAt(locale, NS, `${key(pair)}.description`);
      expect(title?.trim(), `${pair.id} title`).toBeTruthy();
      expect(description?.trim(), `${pair.id} description`).toBeTruthy();
      expect(placeholdersOf(title!), pair.id).toEqual([]);
      expect(placeholdersOf(description!), pair.id).toEqual(Object.keys(pairDescriptionSpec(pair)).sort());
      const text = render(locale, NS, `${key(pair)}.description`, pairDescription(pair, locale));
      expect(text, pair.id).not.toMatch(/[{}]/);
      expect(typedDigits(description!), `${locale} ${pair.id}`).toEqual([]);
      expect(typedDigits(title!), `${locale} ${pair.id}`).toEqual([]);
    }
  });

  it.each(locales)("show in %s the engine's numbers as the text states them, four digits where not exact", (locale) => {
    for (const pair of pairs) {
      const written = pairDescription(pair, locale);
      for (const [name, spec] of Object.entries(pairDescriptionSpec(pair))) {
        const exact = resolveNumber(spec, pair.category);
        if (typeof exact === 'string') {
          expect(written[name]).toBe(exact);
          continue;
        }
        const read = tryParseNumber(written[name]!, locale);
        expect(read, `${pair.id} ${name} "${written[name]}"`).toBeDefined();
        const decimals = proseDecimals(exact, spec.decimals);
        expect(Math.abs(read! - exact), `${pair.id} ${name}`).toBeLessThanOrEqual(0.5 * 10 ** -decimals * (1 + 1e-9));
      }
    }
  });

  it('read as a search result should: short enough for a meta description', () => {
    for (const locale of locales) {
      for (const pair of pairs) {
        const text = render(locale, NS, `${key(pair)}.description`, pairDescription(pair, locale));
        expect(text.length, `${locale} ${pair.id}: ${text}`).toBeLessThanOrEqual(230);
      }
    }
  });

  it('say what people search for: cm to inches is exactly 2.54 and kg to pounds about 2.205', () => {
    const describe = (id: string, locale: (typeof locales)[number]) => {
      const pair = pairs.find((candidate) => candidate.id === id)!;
      return render(locale, NS, `${key(pair)}.description`, pairDescription(pair, locale));
    };
    expect(describe('length/cm-to-inches', 'en')).toContain('exactly 2.54 cm');
    expect(describe('length/cm-to-inches', 'de')).toContain('genau 2,54 cm');
    expect(describe('weight/kg-to-pounds', 'en')).toContain('about 2.205 lb');
    expect(describe('numeric/binary-to-decimal', 'en')).toContain('11001 in binary is 25 in decimal');
  });
});
