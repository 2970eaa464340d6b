import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { pairGuideWords, type Translate } from '@/components/pairs/pair-words';
import { factsOf } from '@/lib/content/facts';
import { currencyDifferenceText } from '@/lib/content/facts/currency-pair';
import { pairGuideOf } from '@/lib/content/pair-guide';
import { allPairs, getCategory } from '@/lib/units';
import { messages, pairPageWords, type Locale } from './helpers';

const page = pairPageWords;

/** Spaces as a reader sees them: a no-break space keeps a number with its unit but reads as a space. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/gu, ' ');
const questions = (locale: Locale, id: string) => page(locale, id).faq.map((item) => plain(item.question));

describe('the final German and Norwegian review of the generated pair pages', () => {
  it('a question asked the other way round names the unit it asks in, not the unit it starts from', () => {
    expect(questions('de', 'length/nautical-miles-to-angstroms')).toContain('Warum ergibt 1 Å in Seemeilen nie eine glatte Zahl?');
    expect(questions('no', 'length/nautical-miles-to-angstroms')).toContain('Hvorfor blir 1 Å aldri et rundt tall i nautiske mil?');
    expect(questions('en', 'length/nautical-miles-to-angstroms')).toContain('Why does 1 Å never come out even in nautical miles?');
  });

  it('German says of the currency, not of its country, what it is divided into: a relative clause after the brackets', () => {
    expect(plain(currencyDifferenceText('de', ['clp', 'ils'])!)).toContain('ILS (Israel), der in 100 Agorot unterteilt ist.');
    expect(plain(currencyDifferenceText('de', ['sar', 'clp'])!)).toContain(
      'SAR (Saudi-Arabien), der in 100 Halalas unterteilt und an den US-Dollar gebunden ist, und CLP (Chile).',
    );
  });

  /** Every written fact of a category's units in a locale, as one text. */
  const factsText = (locale: Locale, category: 'force' | 'weight' | 'torque' | 'acceleration' | 'area' | 'fuel' | 'length' | 'volume') =>
    getCategory(category)
      .units.map((unit) => factsOf(category, unit.id, locale))
      .flatMap((facts) => [facts?.definition, facts?.use, facts?.familiar, facts?.confusion].map((fact) => fact?.text ?? ''))
      .join(' ');

  it('German facts call a unit what its pages call it: Pfundkraft, Unzenkraft and Gran', () => {
    expect(factsText('de', 'force')).not.toMatch(/(?<!Kilo)(?:Pound|Ounce)-force/u);
    expect(factsText('de', 'force')).toContain('Die Pfundkraft ist die Gewichtskraft einer Masse von einem Pfund');
    expect(factsText('de', 'weight')).not.toMatch(/\bGrain\b/u);
    expect(plain(factsText('de', 'acceleration'))).not.toContain('Gal (Gal)');
  });

  it('Norwegian counts torques in the plural as bokmål does: små momenter', () => {
    expect(factsText('no', 'torque')).toContain('små momenter');
    expect(factsText('no', 'torque')).not.toMatch(/små moment\b/u);
  });

  it('a Norwegian description lists what the page has after "med", without a question word', () => {
    expect(page('no', 'length/nautical-miles-to-angstroms').description).toMatch(
      /Med definisjonen av hver enhet, regneeksempler begge veier og en omregningstabell\.$/u,
    );
    expect(page('no', 'temperature/reaumur-to-celsius').description).toContain('og en forklaring av begge skalaene.');
  });

  it('a size chart description says one size corresponds to the other, not that it is it', () => {
    expect(plain(page('de', 'shoe-size/jp-to-eu').description)).toContain('JP 27 entspricht EU 42.');
    expect(plain(page('no', 'shoe-size/jp-to-eu').description)).toContain('JP 27 tilsvarer EU 42.');
  });

  it('German names what every unit measures with its article, as "Meter messen die Länge" does, or as a bare plural', () => {
    const generic = new Set(['Winkel', 'Datenmengen', 'Schriftgrößen', 'Schuhgrößen', 'Ringgrößen', 'Zahlen', 'Geld']);
    const measures = Object.values(messages.de.QuickAnswer.measures as Record<string, string>);
    expect(measures.filter((measure) => !/^(?:die|das|den) /u.test(measure) && !generic.has(measure))).toEqual([]);
  });

  it('a list whose place has its own "und" or "og" joins its last item with sowie or samt', () => {
    expect(plain(currencyDifferenceText('de', ['eur', 'nok'])!)).toContain('NOK (Norwegen, Bouvetinsel sowie Spitzbergen und Jan Mayen)');
    expect(plain(currencyDifferenceText('no', ['eur', 'nok'])!)).toContain('NOK (Norge, Bouvetøya samt Svalbard og Jan Mayen)');
  });

  it('a direction sentence that ends on the Danish sign "kr." takes no second point', () => {
    const direction = (locale: Locale) => {
      const pair = allPairs().find((candidate) => candidate.id === 'currency/usd-to-dkk')!;
      const t = createTranslator({ locale, messages: messages[locale], namespace: 'PairGuide' }) as unknown as Translate;
      const names = { fromName: 'x', toName: 'y', fromPlural: 'US-Dollar', toPlural: 'dänischen Kronen', fromThe: 'x', toThe: 'y' };
      return pairGuideWords(pair, pairGuideOf(pair, locale), names, t).direction.join(' ');
    };
    expect(direction('de')).toMatch(/mit kr\.$/u);
    expect(direction('no')).not.toContain('kr..');
  });

  it('the rule of thumb for Celsius and Fahrenheit works both ways, for the page that goes from Fahrenheit', () => {
    const answer = (locale: Locale) =>
      plain(
        page(locale, 'temperature/fahrenheit-to-celsius')
          .faq.map((item) => item.answer)
          .join(' '),
      );
    expect(answer('de')).toContain('Umgekehrt ziehen Sie 30 ab und halbieren: 86 °F ergeben 28, genau sind es 30 °C.');
    expect(answer('no')).toContain('Andre veien trekker du fra 30 og halverer: 86 °F gir 28, mot nøyaktig 30 °C.');
  });

  it('Norwegian facts call the mile "engelsk mil" as the unit names do, never "mile" or "miles"', () => {
    for (const category of ['acceleration', 'area', 'fuel', 'length', 'volume'] as const) {
      expect(factsText('no', category)).not.toMatch(/\b(?:miles?|kvadratmiles?|acres)\b/iu);
    }
    expect(factsText('no', 'area')).toContain('En engelsk kvadratmil er arealet av et kvadrat med sider på én engelsk mil');
  });
});

describe('the old English land measures in German and Norwegian prose', () => {
  const pages = [
    'length/chains-to-yards',
    'length/furlongs-to-chains',
    'length/leagues-to-km',
    'length/thou-to-mm',
    'length/rods-to-chains',
  ];
  const prose = (locale: Locale) =>
    pages.flatMap((id) => [...page(locale, id).faq.flatMap((item) => [item.question, item.answer])]).join(' ');

  it('German names them as its pages do: Kette, Leuge, Tausendstel Zoll, Rute', () => {
    expect(prose('de')).not.toMatch(/\b(Chains?|Leagues?|Thou)\b/u);
    expect(prose('de')).toMatch(/Kette/u);
  });

  it('Norwegian names them kjede and stang, not chain and rod', () => {
    expect(prose('no')).not.toMatch(/\b(en|én|ti|fire) (chains?|rods?)\b|\b(chains|rods)\b/u);
    expect(prose('no')).toMatch(/kjede/u);
  });
});
