import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { pairGuideWords, pairNameValues, type Translate } from '@/components/pairs/pair-words';
import { pairGuideOf } from '@/lib/content/pair-guide';
import { COUNT_WORDS } from '@/lib/content/pair-direction';
import { decimalText } from '@/lib/content/facts/render';
import { intlLocale } from '@/i18n/languages';
import { allPairs, getCategory, reverseOf, unitSymbol, type NumberCategoryId, type Pair } from '@/lib/units';
import { currencyName } from '@/lib/units/currency-name';
import { convert } from '@/lib/units/convert';
import { exactResult } from '@/lib/units/exactness';
import { rational } from '@/lib/units/rational';
import { measureOriginality, pageReader } from '@/scripts/pair-originality/measure';
import { keysAt, locales, messageAt, typedDigits, type Locale } from './helpers';
import { messages } from './helpers';

function translator(locale: Locale, namespace: string): Translate {
  const onError = (error: Error) => {
    throw error;
  };
  return createTranslator({ locale, messages: messages[locale], namespace: namespace as never, onError }) as unknown as Translate;
}

function pageWords(locale: Locale) {
  const units = translator(locale, 'UnitNames');
  const guide = translator(locale, 'PairGuide');
  return (pair: Pair) => {
    const name = (unit: string) =>
      pair.category === 'currency'
        ? currencyName(intlLocale[locale], unitSymbol('currency', unit, locale))
        : units(`${pair.category}.${unit}`);
    const names = pairNameValues(pair, name, locale);
    return pairGuideWords(pair, pairGuideOf(pair, locale), names, guide);
  };
}

const linear = allPairs().filter((pair) => getCategory(pair.category).kind === 'linear');
const ratioOf = (pair: Pair) =>
  (convert as (c: NumberCategoryId, f: string, t: string, v: number) => number)(pair.category as NumberCategoryId, pair.from, pair.to, 1);
/** The larger-than-one factor of a pair as an exact decimal, if it is one. */
function exactFactor(pair: Pair): string | undefined {
  const [from, to] = ratioOf(pair) >= 1 ? [pair.from, pair.to] : [pair.to, pair.from];
  const exact = exactResult(pair.category as NumberCategoryId, from, to, rational(1n));
  return exact === null ? undefined : decimalText(exact);
}
const digits = (decimal: string) => decimal.replace(/^0*\.?0*/, '').replace('.', '').length;
const SUPERSCRIPTS = '⁰¹²³⁴⁵⁶⁷⁸⁹';
/** A number as the prose writes it, "1,760" or "1.666 × 10¹³", read back. */
const number = (text: string) => {
  const [mantissa, power] = text.replace(/,/g, '').split('\u00a0×\u00a010');
  const exponent = power === undefined ? 0 : Number([...power].map((digit) => SUPERSCRIPTS.indexOf(digit)).join(''));
  return Number(mantissa) * 10 ** exponent;
};
/** The pattern of such a number. */
const NUMBER = '[0-9][0-9,]*(?:\\.[0-9]+)?(?:\u00a0×\u00a010[⁰¹²³⁴⁵⁶⁷⁸⁹]+)?';

describe('what a pair page says about going its own way', () => {
  const en = pageWords('en');
  const pages = new Map(linear.map((pair) => [pair.id, { pair, words: en(pair) }]));
  const withDirection = [...pages.values()].filter(({ words }) => words.direction.length > 0);

  it('is said on every linear and currency page without written notes, and only there', () => {
    expect(withDirection.length).toBeGreaterThan(3000);
    for (const pair of allPairs().filter((candidate) => !['linear', 'currency'].includes(getCategory(candidate.category).kind))) {
      expect(pairGuideOf(pair, 'en').direction, pair.id).toEqual([]);
    }
  });

  it('gives a currency pair the decimals of both from ISO 4217, and a peg where the data has one', () => {
    const words = (from: string, to: string) => en(allPairs().find((pair) => pair.id === `currency/${from}-to-${to}`)!).direction;
    expect(words('jpy', 'gbp')[0]).toBe('An amount in Japanese yen has no decimals; the answer in British pounds has two (pence).');
    expect(words('aed', 'sar')[1]).toBe(
      'Both the United Arab Emirates dirham and the Saudi riyal are pegged to the US dollar, so the rate between them moves little from day to day.',
    );
    expect(words('usd', 'aed')[1]).toMatch(/^As the United Arab Emirates dirham is pegged to the US dollar, an amount in US dollars /);
    expect(words('gbp', 'jpy').filter((sentence) => / pegged /.test(sentence))).toEqual([]);
  });

  it('gives the signs prices carry in each currency’s home country, and says so once where both share one', () => {
    const words = (from: string, to: string) => en(allPairs().find((pair) => pair.id === `currency/${from}-to-${to}`)!).direction;
    expect(words('jpy', 'gbp')[1]).toBe(
      'In their home countries, prices in Japanese yen are written with ￥ and prices in British pounds with £.',
    );
    expect(words('nok', 'sek')).toContain(
      'In their home countries, prices in both Norwegian kroner and Swedish kronor are written with kr.',
    );
    // A currency of many countries whose every one writes the same sign (EUR) has that sign.
    expect(words('eur', 'usd')).toContain('In their home countries, prices in euros are written with € and prices in US dollars with $.');
    // A sign that is only the code (CHF) says nothing.
    expect(words('chf', 'gbp').filter((sentence) => /home countries/.test(sentence))).toEqual([]);
  });

  it('differs from its reverse page in at least three sentences, counting the FAQ', () => {
    const sentences = (words: ReturnType<typeof en>) => [...words.direction, ...words.faq.flatMap((item) => [item.question, item.answer])];
    for (const { pair, words } of withDirection) {
      const reverse = pages.get(reverseOf(pair).id)!.words;
      if (reverse.direction.length === 0) continue;
      const theirs = new Set(sentences(reverse));
      expect(sentences(words).filter((sentence) => !theirs.has(sentence)).length, pair.id).toBeGreaterThanOrEqual(3);
    }
  });

  it('multiplies by the engine’s factor, "exactly" only where it is an exact decimal, and always where that is short', () => {
    for (const { pair, words } of withDirection) {
      const method = words.direction[0]!;
      const match = new RegExp(`(multiply|divide) by (exactly|about) (${NUMBER})`).exec(method);
      if (match === null) {
        expect(method, pair.id).toMatch(/are the same size/);
        continue;
      }
      const ratio = ratioOf(pair);
      expect(match[1], pair.id).toBe(ratio >= 1 ? 'multiply' : 'divide');
      const exact = exactFactor(pair);
      if (match[2] === 'exactly') expect(exact, pair.id).toBeDefined();
      // Past twelve digits (1 lbf is 4.4482216152605 N) an exact decimal reads as noise: "about 4.448".
      if (exact !== undefined && digits(exact) <= 12) expect(match[2], pair.id).toBe('exactly');
      const factor = ratio >= 1 ? ratio : 1 / ratio;
      expect(Math.abs(number(match[3]!) / factor - 1), pair.id).toBeLessThan(match[2] === 'exactly' ? 1e-12 : 5e-4);
    }
  });

  it('offers a shortcut for the head only where it differs from the factor as written', () => {
    for (const { pair, words } of withDirection) {
      const match = /by (?:exactly|about) ([0-9.,]+); in your head, \w+ by ([0-9.,]+) /.exec(words.direction[0]!);
      if (match !== null) expect(match[2], pair.id).not.toBe(match[1]);
    }
    const mmHg = allPairs().find((pair) => pair.id === 'pressure/mmhg-to-atm')!;
    expect(en(mmHg).direction[0]).toBe('To go from millimeters of mercury to atmospheres, divide by about 760.');
  });

  it('gives the size of one unit in the other within what its words promise', () => {
    const words = new Map(
      [
        'two',
        'three',
        'four',
        'five',
        'six',
        'seven',
        'eight',
        'nine',
        'ten',
        'twelve',
        'fifteen',
        'twenty',
        'twenty-five',
        'thirty',
        'forty',
        'fifty',
        'sixty',
        'a hundred',
        'a thousand',
      ].map((word, index) => [word, COUNT_WORDS[index]!]),
    );
    const promise = { exactly: 1e-12, about: 0.02, 'a little over': 0.12, 'just under': 0.06, roughly: 0.05 } as const;
    for (const { pair, words: page } of withDirection) {
      const size = page.direction[1];
      if (size === undefined || / a little (larger|smaller) than /.test(size)) continue;
      const counts = [...words.keys()].sort((a, b) => b.length - a.length).join('|');
      const match = new RegExp(`(exactly|about|a little over|just under|roughly) (${counts}|${NUMBER}) `).exec(size);
      expect(match, `${pair.id}: ${size}`).not.toBeNull();
      const said = words.get(match![2]!) ?? number(match![2]!);
      const ratio = ratioOf(pair);
      const factor = ratio >= 1 ? ratio : 1 / ratio;
      const off = factor / said - 1;
      expect(Math.abs(off), `${pair.id}: ${size}`).toBeLessThanOrEqual(promise[match![1] as keyof typeof promise] + 1e-9);
      if (match![1] === 'a little over') expect(off, size).toBeGreaterThan(0);
      if (match![1] === 'just under') expect(off, size).toBeLessThan(0);
    }
  });
});

describe.each(locales)('the direction messages in %s', (locale) => {
  it('have every key of English and type no digits but their select keys', () => {
    expect(keysAt(locale, 'PairGuide', 'direction')).toEqual(keysAt('en', 'PairGuide', 'direction'));
    for (const key of keysAt(locale, 'PairGuide', 'direction')) {
      const message = messageAt(locale, 'PairGuide', `direction.${key}`)!.replace(/\b[0-9]+ \{/g, '{');
      expect(typedDigits(message), `${locale} ${key}`).toEqual([]);
    }
  });

  it('render for linear and currency pairs without a missing value', () => {
    const words = pageWords(locale);
    const currencies = allPairs().filter((pair) => pair.category === 'currency');
    for (const pair of [...linear.filter((_, index) => index % 7 === 0), ...currencies]) {
      for (const sentence of words(pair).direction) expect(sentence, pair.id).not.toMatch(/[{}]|undefined/);
    }
  });
});

describe('the originality of a sample of pair pages', () => {
  // The full measure is scripts/pair-originality.ts (figures in docs/PERFORMANCE.md); this holds
  // the pages that share no unit with another sampled page to three sentences of their own.
  it.each([1, 2, 3])('gives every page with units of its own three own sentences (seed %i)', (seed) => {
    const { rows } = measureOriginality(45, seed, 'en');
    const alone = rows.filter((row) => row.mates === 0);
    expect(alone.length).toBeGreaterThan(10);
    for (const row of alone) expect(row.own, row.id).toBeGreaterThanOrEqual(3);
  });

  it('reads what the page says: the answer on how its two units differ, and not their use a second time', () => {
    const sentences = pageReader('en').pageText(allPairs().find((pair) => pair.id === 'temperature/kelvin-to-reaumur')!);
    expect(sentences).toContain('What is the difference between kelvins and degrees Réaumur?');
    expect(sentences).toContain(
      'Kelvins measure thermodynamic temperature in science and the color temperature of lamps, and Réaumur, once common in parts of Europe, has given way to Celsius and survives in old texts and recipes.',
    );
    expect(sentences.filter((sentence) => sentence.includes('color temperature'))).toHaveLength(1);
  });
});
