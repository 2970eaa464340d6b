import { describe, expect, it } from 'vitest';
import { placeholdersOf as placeholders } from '../../support/icu-placeholders';
import { locales, messages } from '../../support/messages';

type Tree = { [key: string]: string | Tree };

function keyPaths(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' ? keyPaths(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

const english = keyPaths(messages.en as Tree).sort();

describe('message files', () => {
  for (const locale of locales) {
    it(`${locale}.json has exactly the keys of en.json`, () => {
      const keys = keyPaths(messages[locale] as Tree).sort();
      expect(keys.filter((k) => !english.includes(k))).toEqual([]);
      expect(english.filter((k) => !keys.includes(k))).toEqual([]);
    });

    it(`${locale}.json keeps every ICU placeholder of en.json and leaves no message empty`, () => {
      const get = (tree: Tree, path: string) => path.split('.').reduce<string | Tree>((node, k) => (node as Tree)[k]!, tree) as string;
      for (const key of english) {
        const text = get(messages[locale] as Tree, key);
        expect(text.trim(), key).not.toBe('');
        expect(placeholders(text), key).toEqual(placeholders(get(messages.en as Tree, key)));
      }
    });
  }

  it('translations are not copies of the English text (beyond names and symbols)', () => {
    for (const locale of locales.filter((l) => l !== 'en')) {
      const same = english.filter((key) => {
        const get = (tree: Tree) => key.split('.').reduce<string | Tree>((node, k) => (node as Tree)[k]!, tree) as string;
        const text = get(messages[locale] as Tree);
        return text === get(messages.en as Tree) && /[a-z]{4,}\s+[a-z]{4,}/i.test(text);
      });
      expect(same, locale).toEqual([]);
    }
  });
});

describe('messages the converter card formats while it hydrates', () => {
  // "#" formats the count through Intl.NumberFormat, whose first use on a page costs its hydration
  // the locale's number data; the precision counts are small whole numbers, written as they are.
  it.each(locales)('%s: precision labels write their count without "#"', (locale) => {
    const converter = (messages[locale] as Tree).Converter as Tree;
    for (const key of ['precisionDecimals', 'precisionSig']) {
      expect(converter[key], key).not.toMatch(/#/);
      expect(converter[key], key).toMatch(/\{count\}/);
    }
  });
});
