import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { locales } from '@/i18n/locales';
import { fillTemplate as fill } from '@/lib/format/template';
import { LAZY_MESSAGES, lazyMessages, lazyMessagesFile, messageAt, type LazyMessagesFolder } from '@/scripts/lazy-messages';
import { messages } from '../../support/messages';

type Tree = { [key: string]: string | Tree };
const texts = (tree: Tree): string[] => Object.values(tree).flatMap((value) => (typeof value === 'string' ? [value] : texts(value)));

for (const [folder, namespaces] of Object.entries(LAZY_MESSAGES) as [LazyMessagesFolder, readonly string[]][]) {
  describe(folder, () => {
    for (const locale of locales) {
      it(`${locale}.json is what scripts/lazy-messages.ts copies from messages/${locale}.json (run it after editing them)`, () => {
        expect(readFileSync(lazyMessagesFile(folder, locale), 'utf8')).toBe(lazyMessages(folder, locale));
      });

      it(`${locale}: ${namespaces.join(', ')} have plain {placeholders} only, which the view fills in itself`, () => {
        const all = messages[locale] as unknown as Tree;
        const tree = Object.fromEntries(namespaces.map((namespace) => [namespace, messageAt(all, namespace)])) as Tree;
        // No plural, select or number argument ("{count, plural, …}"), no ICU quoting ('' or '{).
        const other = texts(tree).filter((text) => /[{}]/.test(text.replace(/\{\w+\}/g, '')) || /'['{}]/.test(text));
        expect(other).toEqual([]);
      });
    }
  });
}

describe('fill', () => {
  it('puts each value in its placeholder, as often as it occurs', () => {
    expect(
      fill('{fromUnit} measure {fromWhat}, {toUnit} measure {toWhat}.', {
        fromUnit: 'kilograms',
        fromWhat: 'weight',
        toUnit: 'meters',
        toWhat: 'length',
      }),
    ).toBe('kilograms measure weight, meters measure length.');
    expect(fill('use at most {max} characters ({max})', { max: 200 })).toBe('use at most 200 characters (200)');
  });

  it('fills a real message as next-intl would', () => {
    expect(fill(messages.de.QuickAnswer.tooLong, { max: 200 })).toBe('Das ist zu lang: höchstens 200 Zeichen.');
  });
});
