import { describe, expect, it } from 'vitest';
import { locales, type Locale } from '@/i18n/locales';
import { CURRENCY_DATA, SUBUNIT_NAMES } from '@/lib/content/facts/currency';
import { currencyFacts, englishRunningName, SYMBOL_FAMILIES } from '@/lib/content/facts/currency-facts';
import { SOURCES } from '@/lib/content/facts/sources';
import type { FactText, UnitFacts } from '@/lib/content/facts/types';
import { currency } from '@/lib/units/categories/currency';
import { currencyName } from '@/lib/units/currency-name';

const ids = currency.units.map((unit) => unit.id as string);
const TEXTS = ['definition', 'use', 'confusion'] as const;

function textsOf(facts: UnitFacts): [string, FactText][] {
  return TEXTS.flatMap((field) => (facts[field] === undefined ? [] : [[field, facts[field]!] as [string, FactText]]));
}

/** A name as a whole word: "Finland" is not in "Finlandia". */
const asWord = (name: string) => new RegExp(`(?<![\\p{L}])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}])`, 'u');

const regionNames = (locale: Locale) => new Intl.DisplayNames(locale, { type: 'region', fallback: 'none' });

describe('currency facts', () => {
  it('every currency of the catalogue has a definition, a use and a source in all five languages', () => {
    expect(ids).toHaveLength(156);
    for (const id of ids) {
      for (const locale of locales) {
        const facts = currencyFacts(id, locale);
        expect(facts, id).toBeDefined();
        expect(facts!.definition[locale].trim(), `${id} ${locale}`).not.toBe('');
        expect(facts!.use[locale].trim(), `${id} ${locale}`).not.toBe('');
        expect(Object.keys(SOURCES), `${id} definition`).toContain(facts!.definitionSource.id);
        expect(Object.keys(SOURCES), `${id} use`).toContain(facts!.useSource.id);
        if (facts!.confusion !== undefined) {
          expect(facts!.confusion[locale].trim(), `${id} ${locale}`).not.toBe('');
          expect(Object.keys(SOURCES), `${id} confusion`).toContain(facts!.confusionSource?.id);
        }
      }
    }
  });

  it('has data for every catalogue code but the withdrawn lev and the SDR, and for nothing else', () => {
    expect(Object.keys(CURRENCY_DATA).sort()).toEqual(ids.filter((id) => id !== 'bgn' && id !== 'xdr').sort());
  });

  it('leaves no text with "undefined", "NaN", an unfilled brace or doubled spaces', () => {
    for (const id of ids) {
      for (const [field, text] of textsOf(currencyFacts(id, 'en')!)) {
        for (const locale of locales) expect(text[locale], `${field} of ${id} in ${locale}`).not.toMatch(/undefined|NaN|[{}]| {2}|^\s|\s$/);
      }
    }
  });

  it('names no currency or territory in English in a text of another language', () => {
    for (const id of ids) {
      const code = id.toUpperCase();
      const facts = currencyFacts(id, 'en')!;
      const data = CURRENCY_DATA[id];
      for (const locale of locales.filter((candidate) => candidate !== 'en')) {
        const english = [currencyName('en', code), englishRunningName(code)].filter(
          (name) => name.toLowerCase() !== currencyName(locale, code).toLowerCase(),
        );
        const englishRegions = (data?.territories ?? [])
          .map((region) => regionNames('en').of(region)!)
          // Names a language shares with English ("Malta"; fr "La Réunion") are its own.
          .filter((name, index) => !asWord(name).test(regionNames(locale).of(data!.territories[index]!)!));
        for (const [field, text] of textsOf(facts)) {
          for (const name of [...english, ...englishRegions])
            expect(text[locale], `${field} of ${id} in ${locale}`).not.toMatch(asWord(name));
        }
      }
    }
  });

  it('gives every currency territories that are real ISO 3166-1 region codes, each once', () => {
    for (const [id, data] of Object.entries(CURRENCY_DATA)) {
      expect(data.territories.length, id).toBeGreaterThan(0);
      expect(new Set(data.territories).size, id).toBe(data.territories.length);
      for (const region of data.territories) {
        expect(region, id).toMatch(/^[A-Z]{2}$/);
        const name = regionNames('en').of(region);
        expect(name, `${id}: ${region}`).toBeDefined();
        expect(name, `${id}: ${region}`).not.toBe(region);
      }
    }
  });

  it('writes every digit of a text as a listed literal, as the fact files require', () => {
    for (const id of ids) {
      const facts = currencyFacts(id, 'en')!;
      for (const [field, text] of textsOf(facts)) {
        for (const locale of locales) {
          const runs = text[locale].match(/[0-9]+(?:[.,][0-9]+)*/g) ?? [];
          const stray = runs.filter((run) => !(facts.literals ?? []).some((literal) => literal.includes(run)));
          expect(stray, `${field} of ${id} in ${locale}: ${text[locale]}`).toEqual([]);
        }
      }
    }
  });

  it('keeps ISO 4217 minor units: none for the yen, three decimals for the Kuwaiti dinar, a subunit only for a hundredth or a thousandth', () => {
    expect(CURRENCY_DATA.jpy!.minor).toBe(0);
    expect(CURRENCY_DATA.krw!.minor).toBe(0);
    expect(CURRENCY_DATA.xof!.minor).toBe(0);
    expect(CURRENCY_DATA.kwd!.minor).toBe(3);
    expect(CURRENCY_DATA.usd!.minor).toBe(2);
    for (const [id, data] of Object.entries(CURRENCY_DATA)) {
      if (data.subunit !== undefined) expect(data.minor, id).not.toBe(0);
      if (data.subunit !== undefined) expect(Object.keys(SUBUNIT_NAMES), id).toContain(data.subunit);
    }
  });

  it('cites a known source for every peg', () => {
    for (const [id, data] of Object.entries(CURRENCY_DATA)) {
      if (data.peg !== undefined) expect(Object.keys(SOURCES), id).toContain(data.peg.source.id);
    }
  });

  it('holds the shared short symbols to CLDR, as Intl.NumberFormat writes them', () => {
    for (const family of SYMBOL_FAMILIES) {
      for (const id of family.codes) {
        const parts = new Intl.NumberFormat('en', {
          style: 'currency',
          currency: id.toUpperCase(),
          currencyDisplay: 'narrowSymbol',
        }).formatToParts(1);
        expect(parts.find((part) => part.type === 'currency')?.value, id).toBe(family.symbol);
      }
    }
  });

  it('puts a no-break space before French high punctuation and leaves no article uncontracted', () => {
    for (const id of ids) {
      for (const [field, text] of textsOf(currencyFacts(id, 'en')!)) {
        expect(text.fr, `${field} of ${id}`).not.toMatch(/ [:;?!»]|« /);
        expect(text.fr, `${field} of ${id}`).not.toMatch(/\b(de le |à le |de l'|la [aeiouéè]|le [aeiouéè])/i);
        expect(text.es, `${field} of ${id}`).not.toMatch(/\b(de el|a el)\b/);
      }
    }
  });

  it('declines German adjectives after the definite article', () => {
    for (const id of ids) {
      expect(currencyFacts(id, 'de')!.definition.de, id).not.toMatch(/^(Der|Die|Das) (?!Schweizer )[A-ZÄÖÜ][\w-]*(er|es) /u);
    }
  });

  it('writes the Norwegian krone in all five languages', () => {
    const facts = currencyFacts('nok', 'no')!;
    expect(facts.definition).toEqual({
      en: 'The Norwegian krone (NOK) is divided into 100 øre.',
      es: 'La corona noruega (NOK) se divide en 100 øre.',
      de: 'Die Norwegische Krone (NOK) ist in 100 Øre unterteilt.',
      fr: 'La couronne norvégienne (NOK) est divisée en 100 øre.',
      no: 'Valutaen norske kroner (NOK) er delt inn i 100 øre.',
    });
    expect(facts.use.no).toBe(
      'ISO 4217 oppgir NOK som valuta for Norge, Bouvetøya samt Svalbard og Jan Mayen. ISO 4217 gir NOK to desimaler.',
    );
    expect(facts.confusion?.en).toBe(
      'NOK shares the name “crown” (krone, krona, króna) and the short symbol “kr” with SEK, DKK, and ISK. Only the three-letter code tells them apart for sure.',
    );
  });

  it('names the namesakes that share a symbol, and the other currencies that use it', () => {
    expect(currencyFacts('gbp', 'en')!.confusion?.en).toContain('FKP, GIP, SHP, SSP, and SYP also use its short symbol, “£”.');
    expect(currencyFacts('usd', 'de')!.confusion?.de).toContain('Das Kurzsymbol „$“ steht auch für MXN, ARS, COP, CLP, CUP und weitere.');
    expect(currencyFacts('jpy', 'fr')!.confusion?.fr).toBe(
      'JPY partage le symbole court «\u00a0¥\u00a0» avec CNY. Seul le code à trois lettres permet de les distinguer à coup sûr.',
    );
    expect(currencyFacts('eur', 'en')!.confusion).toBeUndefined();
  });

  it('tells the two CFA francs apart and writes the pegs of the euro zone and the Gulf', () => {
    expect(currencyFacts('xof', 'fr')!.confusion?.fr).toContain('BCEAO');
    expect(currencyFacts('xaf', 'en')!.confusion?.en).toContain('BEAC');
    expect(currencyFacts('xof', 'en')!.definition.en).toBe('The West African CFA franc (XOF) is pegged to the euro.');
    expect(currencyFacts('dkk', 'en')!.definitionSource.id).toBe('dn-erm2');
    expect(currencyFacts('sar', 'de')!.definition.de).toBe(
      'Der Saudi-Rial (SAR) ist in 100 Halalas unterteilt. Der Wechselkurs ist an den US-Dollar gebunden.',
    );
    expect(currencyFacts('eur', 'fr')!.definition.fr).toBe('L’euro (EUR) est divisé en 100 centimes.');
  });

  it('says the lev was withdrawn and the SDR is no country’s money', () => {
    expect(currencyFacts('bgn', 'en')!.use.en).toContain('withdrawn');
    expect(currencyFacts('xdr', 'en')!.use.en).toContain('International Monetary Fund');
    expect(currencyFacts('xyz', 'en')).toBeUndefined();
  });
});
