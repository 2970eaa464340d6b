import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { locales } from '@/i18n/locales';
import { QUICK_ANSWER_DIR, quickAnswerMessages } from '@/scripts/quick-answer-messages';
import { messages } from '../../support/messages';

type Tree = { [key: string]: string | Tree };
const texts = (tree: Tree): string[] => Object.values(tree).flatMap((value) => (typeof value === 'string' ? [value] : texts(value)));

describe('components/quick/answer-messages', () => {
  for (const locale of locales) {
    it(`${locale}.json is what scripts/quick-answer-messages.ts copies from messages/${locale}.json (run it after editing them)`, () => {
      expect(readFileSync(join(QUICK_ANSWER_DIR, `${locale}.json`), 'utf8')).toBe(quickAnswerMessages(locale));
    });

    it(`${locale}: the answer's messages have plain {placeholders} only, which the view fills in itself`, () => {
      const tree = { QuickAnswer: messages[locale].QuickAnswer, UnitNames: messages[locale].UnitNames } as unknown as Tree;
      // No plural, select or number argument ("{count, plural, …}"), no ICU quoting ('' or '{).
      const other = texts(tree).filter((text) => /[{}]/.test(text.replace(/\{\w+\}/g, '')) || /'['{}]/.test(text));
      expect(other).toEqual([]);
    });
  }
});
