import { describe, expect, it } from 'vitest';
import { categories } from '@/lib/units';
import { messages } from '../../support/messages';

type Fragment = { categories: Record<string, string>; units: Record<string, Record<string, string>> };
const fragments: Record<string, Fragment> = Object.fromEntries(
  Object.entries(messages).map(([locale, m]) => [locale, { categories: m.CategoryNames, units: m.UnitNames }]),
);
const en = fragments.en!;

describe.each(Object.entries(fragments))('the %s unit names', (_locale, fragment) => {
  it('name every category, in catalogue order', () => {
    expect(Object.keys(fragment.categories)).toEqual(categories.map((category) => category.id));
    for (const name of Object.values(fragment.categories)) expect(name.trim()).not.toBe('');
  });

  it('name every unit except currencies (Intl.DisplayNames names those), and nothing else', () => {
    const named = categories.filter((category) => category.id !== 'currency');
    expect(Object.keys(fragment.units)).toEqual(named.map((category) => category.id));
    for (const category of named) {
      expect(Object.keys(fragment.units[category.id]!)).toEqual(category.units.map((unit) => unit.id));
    }
  });

  it('start with a capital, as entries of a select list, and are unique within a category', () => {
    for (const names of Object.values(fragment.units)) {
      const values = Object.values(names);
      expect(new Set(values).size).toBe(values.length);
      for (const name of values) expect(name).toMatch(/^\p{Lu}/u);
    }
  });
});

describe('the translations', () => {
  it('are not English left in place: most names differ from the English ones', () => {
    const englishNames = Object.values(en.units).flatMap((names) => Object.values(names));
    for (const [locale, fragment] of Object.entries(fragments)) {
      if (locale === 'en') continue;
      const names = Object.values(fragment.units).flatMap((unitNames) => Object.values(unitNames));
      const same = names.filter((name, index) => name === englishNames[index]).length;
      expect(same / names.length, locale).toBeLessThan(0.4);
    }
  });
});
