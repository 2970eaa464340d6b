import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { currencyName } from '@/lib/units/currency-name';
import { pairGuideWords, pairNameValues, type Translate } from '@/components/pairs/pair-words';
import { intlLocale } from '@/i18n/languages';
import { pairGuideOf } from '@/lib/content/pair-guide';
import { unitSources } from '@/lib/content/facts';
import { MAX_QUESTIONS } from '@/lib/content/pair-faq';
import { allPairs, isPopularPair, unitSymbol, type Pair } from '@/lib/units';
import { locales, messages, render, type Locale } from './helpers';

function translator(locale: Locale, namespace: string): Translate {
  const onError = (error: Error) => {
    throw error;
  };
  return createTranslator({ locale, messages: messages[locale], namespace: namespace as never, onError }) as unknown as Translate;
}

/** What a pair page writes in a locale, as the page renders it (components/pairs/pair-title.ts). */
function pageWords(locale: Locale) {
  const units = translator(locale, 'UnitNames');
  const guide = translator(locale, 'PairGuide');
  return (pair: Pair) => {
    const name = (unit: string) =>
      pair.category === 'currency'
        ? currencyName(intlLocale[locale], unitSymbol('currency', unit, locale))
        : units(`${pair.category}.${unit}`);
    const words = pairGuideWords(pair, pairGuideOf(pair, locale), pairNameValues(pair, name, locale), guide);
    if (!isPopularPair(pair)) return words;
    return { ...words, title: render(locale, 'PairContent', `${pair.category}.${pair.slug}.title`, {}) };
  };
}

describe.each(locales)('every pair page in %s', (locale) => {
  const words = allPairs().map(pageWords(locale));

  it('has a title, a description and an FAQ of its own', () => {
    expect(new Set(words.map((page) => page.title)).size).toBe(words.length);
    expect(new Set(words.map((page) => page.description)).size).toBe(words.length);
    expect(new Set(words.map((page) => JSON.stringify(page.faq))).size).toBe(words.length);
  });

  it('asks 2 to 7 questions, none twice, with every placeholder filled', () => {
    for (const page of words) {
      expect(page.faq.length).toBeGreaterThanOrEqual(2);
      expect(page.faq.length).toBeLessThanOrEqual(MAX_QUESTIONS);
      expect(new Set(page.faq.map((item) => item.question)).size).toBe(page.faq.length);
      const text = [page.title, page.description, ...page.faq.flatMap((item) => [item.question, item.answer])].join('\n');
      expect(text, page.title).not.toMatch(/[{}]|undefined|NaN/);
    }
  });
});

describe('a question asked the other way round', () => {
  it('names the unit its number is in: 1 µm in astronomical units on astronomical units to micrometers', () => {
    const pair = allPairs().find((candidate) => candidate.id === 'length/astronomical-units-to-micrometers')!;
    for (const [locale, question] of [
      ['en', 'Why does 1 µm never come out even in astronomical units?'],
      ['es', '¿Por qué 1 µm nunca da una cifra redonda en unidades astronómicas?'],
    ] as const) {
      expect(pageWords(locale)(pair).faq.map((item) => item.question.replace(/\s/gu, ' '))).toContain(question);
    }
  });
});

describe('pair guide', () => {
  it('defines each unit from the catalogue factor, exactly when the factor is exact', () => {
    const feetToMeters = allPairs().find((pair) => pair.id === 'length/feet-to-meters')!;
    const guide = pairGuideOf(feetToMeters, 'en');
    expect(guide.units[0]).toMatchObject({ key: 'multiple', values: { value: '0.3048', base: 'm', exact: 'yes' } });
    expect(guide.units[1]).toMatchObject({ key: 'base' });
    expect(guide.examples.map((example) => example.line)).toEqual(['10 ft = 3.048 m', '10 m = 32.808399 ft']);
  });

  it('says "about" where the shown number is rounded', () => {
    const kgToLb = allPairs().find((pair) => pair.id === 'weight/kg-to-pounds')!;
    expect(pairGuideOf(kgToLb, 'en').description.values).toMatchObject({ amount: '1 kg', exact: 'no' });
    const kmhToMs = allPairs().find((pair) => pair.id === 'speed/kmh-to-meters-per-second')!;
    expect(pairGuideOf(kmhToMs, 'en').faq.find((item) => item.id === 'fraction')?.values).toMatchObject({ fraction: '5/18\u00a0m/s' });
  });

  it('asks why a pair is exact either way round, with the definition it follows from', () => {
    const kgToLb = allPairs().find((pair) => pair.id === 'weight/kg-to-pounds')!;
    const exact = pairGuideOf(kgToLb, 'en').faq.find((item) => item.id === 'exact')!;
    expect(exact.values).toMatchObject({ one: '1\u00a0lb', result: '0.45359237\u00a0kg', reason: 'base' });
  });

  it('cites what backs the everyday size it gives, in its answer and among the unit’s sources', () => {
    const yardsToMm = allPairs().find((pair) => pair.id === 'length/yards-to-mm')!;
    const guide = pairGuideOf(yardsToMm, 'en');
    expect(guide.faq.find((item) => item.id === 'familiar')?.values).toMatchObject({
      text: 'A bank card is a little under a millimeter thick.',
      source: 'ISO/IEC 7810',
    });
    const inches = pairGuideOf(
      allPairs().find((pair) => pair.id === 'length/inches-to-cm')!,
      'en',
    );
    expect(unitSources(inches.facts[0]!)).toContain('United States Mint: Coin Specifications');
  });

  it('gives every kind of pair both symbols its title names', () => {
    for (const pair of allPairs().filter((_, index) => index % 5 === 0)) {
      const { values } = pairGuideOf(pair, 'en').description;
      expect([values.fromSymbol, values.toSymbol], pair.id).toEqual([
        unitSymbol(pair.category, pair.from, 'en'),
        unitSymbol(pair.category, pair.to, 'en'),
      ]);
    }
  });

  it('quotes no size between two rows of a chart', () => {
    const shoes = allPairs().filter((pair) => pair.category === 'shoe-size');
    for (const pair of shoes) expect(pairGuideOf(pair, 'en').faq.map((item) => item.id)).not.toContain('between');
  });

  it('gives temperature scales their freezing and boiling points', () => {
    const pair = allPairs().find((candidate) => candidate.id === 'temperature/celsius-to-fahrenheit')!;
    expect(pairGuideOf(pair, 'en').units[1]).toMatchObject({ key: 'temperature', values: { freeze: '32', boil: '212' } });
  });
});

describe('a sentence ending on an abbreviated symbol', () => {
  it('takes one full stop: "1 cda." ends the Spanish direction, not "1 cda.."', () => {
    const pair = allPairs().find((candidate) => candidate.id === 'volume/metric-teaspoons-to-tablespoons')!;
    const words = pageWords('es')(pair);
    const text = [words.description, ...words.direction, ...words.faq.map((item) => item.answer)].join('\n');
    expect(text).toContain('cda.');
    expect(text).not.toMatch(/\.\.(?!\.)/u);
  });
});

describe('how to convert between temperature scales', () => {
  const answer = (id: string) => pageWords('en')(allPairs().find((pair) => pair.id === id)!).faq[0]!.answer;

  it('says an offset alone converts scales whose degrees are the same size, as Celsius and kelvin', () => {
    expect(answer('temperature/celsius-to-kelvin')).toContain('an offset alone converts');
    expect(answer('temperature/rankine-to-fahrenheit')).toContain('an offset alone converts');
  });

  it('asks for a factor as well where the degrees differ, as Celsius and Fahrenheit', () => {
    expect(answer('temperature/celsius-to-fahrenheit')).toContain('an offset is needed as well as a factor');
  });
});
