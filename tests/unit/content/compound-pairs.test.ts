import { describe, expect, it } from 'vitest';
import { pairDescription, pairPageContent, part, resolveNumber } from '@/lib/content';
import { pairGuideOf } from '@/lib/content/pair-guide';
import { getPair, reverseOf } from '@/lib/units';
import { locales, messageAt, render } from './helpers';

/** The pages in parts and the decimal/binary gigabyte pages, with the units they convert. */
const PAGES = [
  ['length', 'cm-to-feet-and-inches', 'cm', 'ft_in'],
  ['length', 'feet-and-inches-to-cm', 'ft_in', 'cm'],
  ['weight', 'kg-to-stone-and-pounds', 'kg', 'st_lb'],
  ['weight', 'stone-and-pounds-to-kg', 'st_lb', 'kg'],
  ['weight', 'kg-to-pounds-and-ounces', 'kg', 'lb_oz'],
  ['weight', 'pounds-and-ounces-to-kg', 'lb_oz', 'kg'],
  ['data', 'gb-si-to-gb', 'gb_si', 'gb'],
  ['data', 'gb-to-gb-si', 'gb', 'gb_si'],
] as const;

describe('pair pages in parts and for decimal vs binary gigabytes', () => {
  it.each(PAGES)('%s/%s resolves to its units, with its reverse', (category, slug, from, to) => {
    const pair = getPair(category, slug);
    expect(pair).toMatchObject({ category, from, to });
    expect(reverseOf(pair!)).toMatchObject({ from: to, to: from });
    expect(pairPageContent(category, slug, 'en')?.related.length).toBeGreaterThan(0);
  });

  it.each(locales)('has a title and a description in %s, every number filled', (locale) => {
    for (const [category, slug] of PAGES) {
      const pair = getPair(category, slug)!;
      expect(messageAt(locale, 'PairContent', `${category}.${slug}.title`)?.trim(), slug).toBeTruthy();
      const text = render(locale, 'PairContent', `${category}.${slug}.description`, pairDescription(pair, locale));
      expect(text, `${locale} ${slug}`).not.toMatch(/[{}]/);
    }
  });

  it('says a height in parts as the converter splits it: 170 cm is about 5 ft 7 in', () => {
    const pair = getPair('length', 'cm-to-feet-and-inches')!;
    expect(render('en', 'PairContent', 'length.cm-to-feet-and-inches.description', pairDescription(pair, 'en'))).toContain(
      '170 cm tall is about 5 ft 7 in',
    );
    expect(resolveNumber(part('cm', 'ft_in', 170, 1), 'length')).toBeCloseTo(6.929, 3);
    expect(() => resolveNumber(part('cm', 'in', 170, 1), 'length')).toThrow(/not a compound unit/);
  });
});

describe('the formula a page in parts gives', () => {
  const formula = (category: string, slug: string) => {
    const how = pairGuideOf(getPair(category, slug)!, 'en').faq.find((item) => item.id === 'how');
    return how?.values.formula;
  };

  it('counts both parts of feet and inches, so 5 ft 6 in is not read as 11 ft', () => {
    expect(formula('length', 'feet-and-inches-to-cm')).toBe('cm = (ft + in ÷ 12) × 30.48');
    expect(formula('weight', 'stone-and-pounds-to-kg')).toBe('kg = (st + lb ÷ 14) × 6.350293');
  });

  it('writes a value in parts into its own larger part as the sum of its parts', () => {
    expect(formula('length', 'feet-and-inches-to-feet')).toBe('ft = ft + in ÷ 12');
  });

  it('asks how many inches make a foot, not for a formula "ft = ft × 1", on feet to feet and inches', () => {
    const ids = pairGuideOf(getPair('length', 'feet-to-feet-and-inches')!, 'en').faq.map((item) => item.id);
    expect(ids).not.toContain('how');
    expect(pairGuideOf(getPair('length', 'feet-to-feet-and-inches')!, 'en').faq[0]?.values.result).toMatch(/^12\sin$/u);
  });
});

describe('the description of a page into parts', () => {
  const described = (category: string, slug: string) => pairGuideOf(getPair(category, slug)!, 'en').description.values;

  it('converts a sample that fills both parts: 10 kg, not 1 kg as "0 st 2.2 lb"', () => {
    expect(described('weight', 'kg-to-stone-and-pounds')).toMatchObject({ exact: 'no' });
    expect(described('weight', 'kg-to-stone-and-pounds').amount).toMatch(/^10\skg$/u);
    expect(described('weight', 'kg-to-stone-and-pounds').result).toMatch(/^1\sst\s8\.05\slb$/u);
  });

  it('writes feet into feet and inches as 1.5 ft, exactly 1 ft 6 in, not 1 ft as 1 ft', () => {
    expect(described('length', 'feet-to-feet-and-inches')).toMatchObject({ exact: 'yes' });
    expect(described('length', 'feet-to-feet-and-inches').result).toMatch(/^1\sft\s6\sin$/u);
  });
});
