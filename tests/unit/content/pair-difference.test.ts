import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { pairGuideWords, pairNameValues, type Translate } from '@/components/pairs/pair-words';
import { intlLocale } from '@/i18n/languages';
import { CURRENCY_DATA } from '@/lib/content/facts/currency';
import { currencyDifferenceText } from '@/lib/content/facts/currency-pair';
import { pairGuideOf } from '@/lib/content/pair-guide';
import { phrasedCategories, unitPhrasesOf } from '@/lib/content/pair-phrases';
import { parseToken, TOKEN } from '@/lib/content/facts/render';
import { getCategory } from '@/lib/units/catalogue';
import type { TableCategoryDef } from '@/lib/units/types';
import { allPairs, unitSymbol, type Pair } from '@/lib/units';
import { currencyName } from '@/lib/units/currency-name';
import { locales, messages, type Locale } from './helpers';

/** What a pair page's FAQ says in a locale, as the page renders it; a missing value throws. */
function faqOf(locale: Locale) {
  const onError = (error: Error) => {
    throw error;
  };
  const translator = (namespace: string) =>
    createTranslator({ locale, messages: messages[locale], namespace: namespace as never, onError }) as unknown as Translate;
  const units = translator('UnitNames');
  const guide = translator('PairGuide');
  return (pair: Pair) => {
    const name = (unit: string) =>
      pair.category === 'currency'
        ? currencyName(intlLocale[locale], unitSymbol('currency', unit, locale))
        : units(`${pair.category}.${unit}`);
    return pairGuideWords(pair, pairGuideOf(pair, locale), pairNameValues(pair, name, locale), guide).faq;
  };
}

const pairOf = (id: string) => allPairs().find((pair) => pair.id === id)!;
/** Texts with their no-break spaces as plain ones, to compare with what a reader sees. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const ids = (pair: Pair) => pairGuideOf(pair, 'en').faq.map((item) => item.id);

describe('the question on how a pair’s two units differ', () => {
  const en = faqOf('en');

  it('is asked of two temperature scales, from their phrases, with the sources of both', () => {
    const [, , , , difference] = en(pairOf('temperature/celsius-to-fahrenheit'));
    expect(difference!.question).toBe('What is the difference between degrees Celsius and degrees Fahrenheit?');
    expect(plain(difference!.answer)).toBe(
      'The degree Celsius is as large as a kelvin, with its zero at 273.15 K, and the Fahrenheit degree is five ninths of a kelvin, ' +
        'with the freezing point of water at 32 °F. Celsius is the legal scale of everyday temperatures in the EU and most of the world, ' +
        'and Fahrenheit is the everyday scale of the United States, where the National Weather Service forecasts in it. ' +
        'Sources: BIPM SI Brochure; Council Directive 80/181/EEC; NIST SP 811; National Weather Service forecasts.',
    );
  });

  it('is asked where both units have phrases, and not where one has none, on every page but currency pages', () => {
    for (const pair of allPairs().filter((candidate) => candidate.category !== 'currency')) {
      const phrased = unitPhrasesOf(pair.category, pair.from) !== undefined && unitPhrasesOf(pair.category, pair.to) !== undefined;
      expect(ids(pair).includes('difference'), pair.id).toBe(phrased);
    }
  });

  it('joins Spanish clauses with “y”, which none of them makes “e” (none opens with the sound /i/)', () => {
    for (const category of phrasedCategories) {
      for (const unit of getCategory(category).units) {
        const phrases = unitPhrasesOf(category, unit.id)!;
        for (const text of [phrases.what.es, phrases.where.es])
          expect(text, `${category}.${unit.id}`).not.toMatch(/^h?[ií](?![aeiouáéó])/iu);
      }
    }
  });

  it('quotes of a size chart only sizes that are rows of it, as the converter gives them', () => {
    for (const category of phrasedCategories.filter((id) => getCategory(id).kind === 'table')) {
      const chart = getCategory(category) as TableCategoryDef;
      for (const unit of chart.units) {
        const phrases = unitPhrasesOf(category, unit.id)!;
        for (const text of locales.flatMap((locale) => [phrases.what[locale], phrases.where[locale]])) {
          for (const [, body] of text.matchAll(TOKEN)) {
            const token = parseToken(body!)!;
            const column = chart.units.findIndex((candidate) => candidate.id === token.from);
            expect(
              chart.rows.some((row) => row[column] === Number(token.amount)),
              `${category}.${unit.id}: ${body}`,
            ).toBe(true);
          }
        }
      }
    }
  });

  it('takes the place of the question on where the target unit is used, after the pair’s notes', () => {
    expect(ids(pairOf('temperature/celsius-to-fahrenheit'))).toEqual(['howAffine', 'note', 'note', 'note', 'difference']);
    expect(ids(pairOf('temperature/kelvin-to-reaumur'))).toEqual(['howAffine', 'step', 'difference']);
  });

  it('leaves the units’ use to the answer, so that the page says it once', () => {
    for (const pair of allPairs().filter((candidate) => ids(candidate).includes('difference'))) {
      const guide = pairGuideOf(pair, 'en');
      expect(
        guide.faq.map((item) => item.id),
        pair.id,
      ).not.toContain('use');
      expect(
        guide.facts.map((facts) => facts?.use),
        pair.id,
      ).toEqual([undefined, undefined]);
    }
  });
});

describe('the question on how two currencies differ', () => {
  const en = faqOf('en');
  const difference = (id: string) => en(pairOf(id)).find((item) => item.question.startsWith('What is the difference'))!;

  it('sets their subunits side by side, then where ISO 4217 lists each', () => {
    expect(difference('currency/chf-to-inr').question).toBe('What is the difference between CHF and INR?');
    expect(plain(difference('currency/chf-to-inr').answer)).toBe(
      'The Swiss franc (CHF) is divided into 100 centimes, and the Indian rupee (INR) into 100 paise. ' +
        'ISO 4217 lists the countries and territories that use each: CHF (Switzerland and Liechtenstein) and INR (India and Bhutan). ' +
        'Source: ISO 4217.',
    );
  });

  it('says a peg with its source', () => {
    expect(plain(difference('currency/usd-to-aed').answer)).toMatch(
      /^The US dollar \(USD\) is divided into 100 cents, and the United Arab Emirates dirham \(AED\) is divided into 100 fils and pegged to the US dollar\. .* Sources: ISO 4217; IMF Annual Report\.$/,
    );
  });

  it('says the subunit of only one of them in the sentence that names both', () => {
    expect(plain(difference('currency/czk-to-mxn').answer)).toBe(
      'ISO 4217 lists the countries and territories that use each: CZK (Czechia) and MXN (Mexico), which is divided into 100 centavos. Source: ISO 4217.',
    );
  });

  it('leaves the units’ text only their confusions, which end with one “tell them apart” between them', () => {
    const guide = pairGuideOf(pairOf('currency/dkk-to-aed'), 'en');
    expect(guide.faq.map((item) => item.id)).toEqual(['howCurrency', 'differenceCurrency']);
    expect(guide.facts.map((facts) => [facts?.definition, facts?.use])).toEqual([
      [undefined, undefined],
      [undefined, undefined],
    ]);
    const closing = 'Only the three-letter code tells them apart for sure.';
    expect(guide.facts[0]!.confusion!.text).not.toContain(closing);
    expect(guide.facts[1]!.confusion!.text).toMatch(new RegExp(`${closing.replace('.', '\\.')}$`));
  });

  it('says once a sentence both currencies’ confusions say (two dollars share the symbol “$”)', () => {
    const guide = pairGuideOf(pairOf('currency/twd-to-usd'), 'en');
    const text = guide.facts.map((facts) => facts?.confusion?.text ?? '').join(' ');
    expect(text.match(/also stands for/g)).toHaveLength(1);
    expect(text).toMatch(/^TWD shares the name “dollar”/);
  });

  it('names the main users of a currency used in many places and counts the others', () => {
    expect(plain(currencyDifferenceText('en', ['twd', 'usd'])!)).toContain(
      'USD (United States, Ecuador, El Salvador, and 16 other territories)',
    );
    expect(plain(currencyDifferenceText('de', ['eur', 'chf'])!)).toContain('EUR (Deutschland, Frankreich, Italien und 33 weitere Gebiete)');
    // A short list is still given in full.
    expect(currencyDifferenceText('en', ['gbp', 'chf'])).toContain('GBP (United Kingdom, Guernsey, Isle of Man, and Jersey)');
  });

  it.each(locales)('counts every territory of a long list in %s, named or not', (locale) => {
    for (const code of ['usd', 'eur', 'aud', 'nzd', 'xaf', 'xcd', 'xof']) {
      const data = CURRENCY_DATA[code]!;
      const text = currencyDifferenceText(locale, [code, 'chf'])!;
      const listed = text.slice(text.lastIndexOf(`${code.toUpperCase()} (`));
      const counted = Number(/(\d+)/.exec(listed.slice(listed.indexOf(')') - 40, listed.indexOf(')')))?.[1]);
      expect(counted + 3, `${locale} ${code}`).toBe(data.territories.length);
    }
  });

  it('is not written for a currency without data of its own (the withdrawn BGN, the IMF’s XDR)', () => {
    expect(currencyDifferenceText('en', ['bgn', 'usd'])).toBeUndefined();
    expect(currencyDifferenceText('en', ['usd', 'xdr'])).toBeUndefined();
  });
});

describe.each(locales)('in %s', (locale) => {
  const faq = faqOf(locale);

  it('every temperature and currency pair asks how its units differ, every value filled', () => {
    for (const pair of allPairs().filter((candidate) => ['temperature', 'currency'].includes(candidate.category))) {
      const guide = pairGuideOf(pair, locale);
      const asked = guide.faq.findIndex((item) => item.id === 'difference' || item.id === 'differenceCurrency');
      expect(asked, pair.id).toBeGreaterThan(0);
      const { question, answer } = faq(pair)[asked]!;
      expect(`${question} ${answer}`, pair.id).not.toMatch(/[{}]|undefined|NaN/);
      // Two sentences at least, each opening with a capital, and the sources.
      expect(answer, pair.id).toMatch(/^\p{Lu}[^]*\. \p{Lu}[^]*\.$/u);
    }
  });
});
