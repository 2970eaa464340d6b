import { describe, expect, it } from 'vitest';
import { intlLocale } from '@/i18n/languages';
import { locales, type Locale } from '@/i18n/locales';
import { readQuery } from '@/lib/quick';
import { otherForms } from '@/lib/quick/word-forms';
import { fold } from '@/lib/quick/fold';
import { categories, getCategory } from '@/lib/units';
import { currencyName } from '@/lib/units/currency-name';
import { labelSymbol } from '@/lib/units/label-symbol';
import { unitSymbol } from '@/lib/units/symbols';
import cldr from '@/scripts/unit-names/cldr-forms.json';
import { HAND_WORDS } from '@/scripts/unit-names/hand-words';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import de from '@/messages/de.json';
import fr from '@/messages/fr.json';
import no from '@/messages/no.json';

/**
 * Every unit of every number category, by every name the pages and the name data give it (the
 * site's name, its symbol in the language, CLDR's singular and plural, the hand-kept words) and by the other grammatical number
 * of each, typed as "1 <name> to <another unit>" in each language; every currency by its code and
 * its name. A name two units share may read as the other, with this one among the alternatives.
 */
const MESSAGES = { en, es, de, fr, no } as const;
const CONNECTOR = { en: 'to', es: 'a', de: 'in', fr: 'en', no: 'til' } as const satisfies Record<Locale, string>;
const FORMS = cldr.forms as Readonly<Record<Locale, Readonly<Record<string, readonly string[]>>>>;

/** Units whose names belong to another unit first, as people mean them (see lexicon.test.ts's SHARED_NAMES). */
const OWNED_ELSEWHERE = new Set([
  // Typography's inches and millimetres are lengths to a reader; "pt" and "points" too, in some languages.
  ...locales.flatMap((language) => ['in', 'mm', 'cm'].map((unit) => `${language}:typography/${unit}`)),
  // Norwegian "ar" (are) folds to "år" (year).
  'no:area/a',
  // "grad" is the German and Norwegian degree.
  'no:angle/grad',
]);

interface Walked {
  readonly total: number;
  readonly misread: readonly string[];
}

/**
 * The unit's names in the language, and in English also each name's other number ("Leagues" →
 * "league"); the other languages' singulars are checked below by hand, their rules being no test of themselves.
 */
function namesOf(language: Locale, ref: string, name: string | undefined, symbol: string | undefined): string[] {
  const given = [name, symbol, ...(FORMS[language][ref] ?? []), ...(HAND_WORDS[language][ref] ?? [])].flatMap((word) =>
    word === undefined ? [] : [word],
  );
  const other = language === 'en' ? given.flatMap((word) => otherForms(fold(word), language).slice(0, 1)) : [];
  return [...new Set([...given, ...other])];
}

function walkUnits(language: Locale): Walked {
  const misread: string[] = [];
  let total = 0;
  const names = MESSAGES[language].UnitNames as Readonly<Record<string, Readonly<Record<string, string>>>>;
  for (const category of categories) {
    if (category.kind !== 'linear' && category.kind !== 'temperature' && category.kind !== 'fuel') continue;
    const units: readonly { id: string; symbol: string; compound?: unknown }[] = category.units;
    for (const unit of units) {
      if (unit.compound !== undefined) continue;
      const ref = `${category.id}/${unit.id}`;
      if (OWNED_ELSEWHERE.has(`${language}:${ref}`)) continue;
      const target = units.find((other) => other.id !== unit.id && other.compound === undefined)!;
      // The language's own symbol ("km/t", "PS", "Go"); the catalogue's are lexicon.test.ts's.
      const local = unitSymbol(category.id, unit.id, language);
      const symbol = local === unit.symbol ? undefined : labelSymbol(local);
      for (const name of namesOf(language, ref, names[category.id]?.[unit.id], symbol)) {
        total++;
        const query = `1 ${name} ${CONNECTOR[language]} ${target.symbol}`;
        const reading = readQuery(query, language);
        const read =
          reading.ok &&
          reading.category === category.id &&
          (reading.from === unit.id || (reading.alternatives ?? []).some((pair) => pair.from === unit.id));
        if (!read) misread.push(`${query} → ${reading.ok ? `${reading.category}/${reading.from}` : reading.error}`);
      }
    }
  }
  return { total, misread };
}

function walkCurrencies(language: Locale): Walked {
  const misread: string[] = [];
  let total = 0;
  for (const { id } of getCategory('currency').units) {
    const other = id === 'usd' ? 'EUR' : 'USD';
    for (const name of [id.toUpperCase(), currencyName(intlLocale[language], id.toUpperCase())]) {
      total++;
      const query = `2 ${name} ${CONNECTOR[language]} ${other}`;
      const reading = readQuery(query, language);
      if (!reading.ok || reading.category !== 'currency' || reading.from !== id) misread.push(query);
    }
  }
  return { total, misread };
}

describe('the quick box reads the whole catalogue by name', () => {
  const found: string[] = [];
  for (const language of locales) {
    it(`${language}: every unit, by each of its names in the singular and the plural`, () => {
      const { total, misread } = walkUnits(language);
      found.push(`${language} units ${total - misread.length}/${total}`);
      expect(total).toBeGreaterThan(350);
      expect(misread).toEqual([]);
    });

    it(`${language}: every currency, by its code and by its name`, () => {
      const { total, misread } = walkCurrencies(language);
      found.push(`${language} currencies ${total - misread.length}/${total}`);
      expect(misread).toEqual([]);
    });
  }

  it('reports what it walked', () => {
    console.info(`Catalogue walk: ${found.join(', ')}`);
    expect(found).toHaveLength(locales.length * 2);
  });
});

describe('singular names typed the way people write them', () => {
  const SINGULARS: Readonly<Record<Locale, readonly (readonly [query: string, unit: string])[]>> = {
    en: [
      ['1 league to miles', 'length/league'],
      ['1 angstrom to nm', 'length/angstrom'],
      ['1 short ton to kg', 'weight/ton_us'],
      ['1 long ton to kg', 'weight/ton_uk'],
      ['1 pennyweight to g', 'weight/dwt'],
      ['1 us quart to l', 'volume/qt_us'],
      ['1 oil barrel to l', 'volume/bbl_oil'],
      ['1 therm to kwh', 'energy/therm'],
      ['1 ton of refrigeration to kw', 'power/ton_refrigeration'],
      ['1 are to m2', 'area/a'],
      ['1 kilowatt-hour to mj', 'energy/kwh'],
      ['1 century to years', 'time/century'],
    ],
    es: [
      ['1 tonelada corta a kg', 'weight/ton_us'],
      ['1 galón imperial a litros', 'volume/gal_uk'],
      ['1 milla náutica a km', 'length/nmi'],
      ['1 pulgada cúbica a ml', 'volume/in3'],
      ['1 atmósfera técnica a bar', 'pressure/at'],
    ],
    de: [
      ['1 Kilowattstunde in MJ', 'energy/kwh'],
      ['1 Seemeile in km', 'length/nmi'],
      ['1 Atmosphäre in bar', 'pressure/atm'],
      ['1 Astronomische Einheit in km', 'length/au'],
      ['1 Lichtjahr in km', 'length/ly'],
    ],
    fr: [
      ['1 tonne courte en kg', 'weight/ton_us'],
      ['1 gallon impérial en litres', 'volume/gal_uk'],
      ['1 boisseau en litres', 'volume/bu_us'],
      ['1 lieue en km', 'length/league'],
      ['1 unité astronomique en km', 'length/au'],
    ],
    no: [
      ['1 britisk tonn til kg', 'weight/ton_uk'],
      ['1 tomme til cm', 'length/in'],
      ['1 kilowattime til MJ', 'energy/kwh'],
      ['1 amerikansk centner til kg', 'weight/cwt_us'],
      ['1 favn til meter', 'length/fathom'],
    ],
  };
  for (const language of locales) {
    it(`${language}: reads the singular of names the pages show in the plural`, () => {
      const misread = SINGULARS[language].filter(([query, unit]) => {
        const reading = readQuery(query, language);
        return !reading.ok || `${reading.category}/${reading.from}` !== unit;
      });
      expect(misread).toEqual([]);
    });
  }
});
