import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Locale } from '@/i18n/locales';
import { convertReading, MAX_QUERY_LENGTH, quickConvert, readQuery, type QuickReading } from '@/lib/quick';

const rates = { usd: 1, eur: 0.9, gbp: 0.8, nok: 10.5, mxn: 18, chf: 0.88, cad: 1.37 };

type Row = readonly [query: string, category: string, from: string, to: string, value: number | string, result: string];

/** Query, then how it must be read and the answer formatted in the query's language. */
const TABLE: Readonly<Record<Locale, readonly Row[]>> = {
  en: [
    ['5 ft 3 in to cm', 'length', 'ft_in', 'cm', 5.25, '160.02'],
    ['5\'3" in cm', 'length', 'ft_in', 'cm', 5.25, '160.02'],
    ['5ft3in to cm', 'length', 'ft_in', 'cm', 5.25, '160.02'],
    ['100 km/h in mph', 'speed', 'kmh', 'mph', 100, '62.137119'],
    ['350 F to C', 'temperature', 'f', 'c', 350, '176.666667'],
    ['-40 °F in °C', 'temperature', 'f', 'c', -40, '-40'],
    ['1.5 gallons in liters', 'volume', 'gal_us', 'l', 1.5, '5.678118'],
    ['2 lb 3 oz to kg', 'weight', 'lb_oz', 'kg', 2.1875, '0.992233'],
    ['70 kg in stone', 'weight', 'kg', 'st', 70, '11.023113'],
    ['1 1/2 cups to ml', 'volume', 'cup_us', 'ml', 1.5, '354.882355'],
    ['100 usd to eur', 'currency', 'usd', 'eur', 100, '90'],
    ['0xff to binary', 'numeric', 'hex', 'bin', 'ff', '11111111'],
    ['255 in hex', 'numeric', 'dec', 'hex', '255', 'FF'],
    ['1 GB in MB', 'data', 'gb_si', 'mb_si', 1, '1,000'],
    ['3 cups flour in grams', 'volume', 'cup_us', 'g', 3, '375'],
    ['3 cups of flour in grams', 'volume', 'cup_us', 'g', 3, '375'],
    ['200 g butter in cups', 'weight', 'g', 'cup_us', 200, '0.881057'],
    ['10 lbs to kgs', 'weight', 'lb', 'kg', 10, '4.535924'],
    ['2 hrs in mins', 'time', 'hr', 'min', 2, '120'],
    ['100 sq ft to m²', 'area', 'ft2', 'm2', 100, '9.290304'],
    ['100 ft² in sq m', 'area', 'ft2', 'm2', 100, '9.290304'],
    ['98.6 degrees F in C', 'temperature', 'f', 'c', 98.6, '37'],
    ['60 kph to mph', 'speed', 'kmh', 'mph', 60, '37.282272'],
    ['500 cc in litres', 'volume', 'ml', 'l', 500, '0.5'],
    ['3 metres in feet', 'length', 'm', 'ft', 3, '9.84252'],
    ['8 oz to ml', 'volume', 'fl_oz_us', 'ml', 8, '236.588237'],
    ['20 degrees in fahrenheit', 'temperature', 'c', 'f', 20, '68'],
    ['$100 to eur', 'currency', 'usd', 'eur', 100, '90'],
    ['50 pounds to eur', 'currency', 'gbp', 'eur', 50, '56.25'],
    ['kg to lb', 'weight', 'kg', 'lb', 1, '2.204623'],
    ['convert 5 miles to km', 'length', 'mi', 'km', 5, '8.04672'],
  ],
  es: [
    ['5 pies 3 pulgadas a cm', 'length', 'ft_in', 'cm', 5.25, '160,02'],
    ['100 km/h en mph', 'speed', 'kmh', 'mph', 100, '62,137119'],
    ['1,5 kilogramos en libras', 'weight', 'kg', 'lb', 1.5, '3,306934'],
    ['2 tazas de azúcar en gramos', 'volume', 'cup_us', 'g', 2, '400'],
    ['30 grados celsius a fahrenheit', 'temperature', 'c', 'f', 30, '86'],
    ['10 metros cuadrados en pies cuadrados', 'area', 'm2', 'ft2', 10, '107,639104'],
    ['3 horas en minutos', 'time', 'hr', 'min', 3, '180'],
    ['5 ft 3 in to cm', 'length', 'ft_in', 'cm', 5.25, '160,02'],
  ],
  de: [
    ['5 Fuß 3 Zoll in cm', 'length', 'ft_in', 'cm', 5.25, '160,02'],
    ['20 Grad Celsius in Fahrenheit', 'temperature', 'c', 'f', 20, '68'],
    ['1,5 Kilogramm in Pfund', 'weight', 'kg', 'lb', 1.5, '3,306934'],
    ['2 Tassen Mehl in Gramm', 'volume', 'cup_us', 'g', 2, '250'],
    ['100 Stundenkilometer nach mph', 'speed', 'kmh', 'mph', 100, '62,137119'],
    ['3 Stunden in Minuten', 'time', 'hr', 'min', 3, '180'],
    ['5 Fuss in Meter', 'length', 'ft', 'm', 5, '1,524'],
  ],
  fr: [
    ['5 pieds 3 pouces en cm', 'length', 'ft_in', 'cm', 5.25, '160,02'],
    ['3 tasses de farine en grammes', 'volume', 'cup_us', 'g', 3, '375'],
    ['100 km/h en mph', 'speed', 'kmh', 'mph', 100, '62,137119'],
    ['20 degrés Celsius en Fahrenheit', 'temperature', 'c', 'f', 20, '68'],
    ['2 cuillères à soupe en ml', 'volume', 'tbsp_metric', 'ml', 2, '30'],
    ['5 To en Go', 'data', 'tb_si', 'gb_si', 5, '5\u202f000'],
    ['10 mètres carrés en pieds carrés', 'area', 'm2', 'ft2', 10, '107,639104'],
  ],
  no: [
    ['5 fot 3 tommer til cm', 'length', 'ft_in', 'cm', 5.25, '160,02'],
    ['100 km/t i mph', 'speed', 'kmh', 'mph', 100, '62,137119'],
    ['2 kopper sukker i gram', 'volume', 'cup_us', 'g', 2, '400'],
    ['20 grader celsius til fahrenheit', 'temperature', 'c', 'f', 20, '68'],
    ['3 timer i minutter', 'time', 'hr', 'min', 3, '180'],
    ['100 dollar til kroner', 'currency', 'usd', 'nok', 100, '1\u00a0050'],
  ],
};

describe('readQuery reads each language’s queries (and English everywhere)', () => {
  for (const [language, rows] of Object.entries(TABLE) as [Locale, readonly Row[]][]) {
    const readable = rows.filter(([, , , , , result]) => result !== '');
    it.each(readable)(`${language}: %s`, (query, category, from, to, value, formatted) => {
      const outcome = quickConvert(query, language, { rates });
      expect(outcome.ok, JSON.stringify(outcome)).toBe(true);
      if (!outcome.ok) return;
      expect(outcome.reading).toMatchObject({ category, from, to, value, targetGiven: true });
      expect(outcome.answers[0]!.formatted.replace(/\s/g, ' ')).toBe(formatted.replace(/\s/g, ' '));
    });
  }
});

describe('ambiguous words give the main reading and its alternatives', () => {
  it('gallons are US first, with the UK gallon beside them', () => {
    const reading = readQuery('1.5 gallons in liters', 'en') as QuickReading;
    expect(reading.alternatives).toEqual([{ category: 'volume', from: 'gal_uk', to: 'l', value: 1.5 }]);
  });
  it('fluid ounces to gallons pair US with US and UK with UK', () => {
    const reading = readQuery('128 fl oz to gallons', 'en') as QuickReading;
    expect(reading).toMatchObject({ from: 'fl_oz_us', to: 'gal_us' });
    expect(reading.alternatives).toEqual([{ category: 'volume', from: 'fl_oz_uk', to: 'gal_uk', value: 128 }]);
  });
  it('1 GB in MB answers both conventions: decimal first, as the catalogue writes GB, binary beside it', () => {
    const reading = readQuery('1 GB in MB', 'en') as QuickReading;
    expect(reading).toMatchObject({ from: 'gb_si', to: 'mb_si' });
    expect(reading.alternatives).toEqual([{ category: 'data', from: 'gb', to: 'mb', value: 1 }]);
  });
  it('IEC sizes read as themselves, and a bare GB beside them answers both conventions', () => {
    const gib = readQuery('5 GiB in GB', 'en') as QuickReading;
    expect(gib).toMatchObject({ category: 'data', from: 'gib', to: 'gb_si', value: 5 });
    expect(gib.alternatives).toEqual([{ category: 'data', from: 'gib', to: 'gb', value: 5 }]);
    expect(readQuery('10 gibibytes to megabytes', 'en')).toMatchObject({ from: 'gib', to: 'mb', value: 10 });
    expect(readQuery('3 PiB in TiB', 'en')).toMatchObject({ from: 'pib', to: 'tib' });
    expect(readQuery('2 Gio en Mio', 'fr')).toMatchObject({ from: 'gib', to: 'mib' });
    const mo = readQuery('1 Mo en ko', 'fr') as QuickReading;
    expect(mo).toMatchObject({ from: 'mb_si', to: 'kb_si', value: 1 });
    expect(mo.alternatives).toEqual([{ category: 'data', from: 'mb', to: 'kb', value: 1 }]);
  });
  it('a source of one convention is answered first in the same convention', () => {
    const si = readQuery('2 GB (SI) in MB', 'en') as QuickReading;
    expect(si).toMatchObject({ from: 'gb_si', to: 'mb_si' });
    expect(si.alternatives).toEqual([{ category: 'data', from: 'gb_si', to: 'mb', value: 2 }]);
    expect(readQuery('2 imperial gallons in fl oz', 'en')).toMatchObject({ from: 'gal_uk', to: 'fl_oz_uk' });
  });
  it('compound amounts read as the compound unit, in its larger part', () => {
    expect(readQuery('11 st 4 lb in kg', 'en')).toMatchObject({ category: 'weight', from: 'st_lb', value: 11 + 4 / 14 });
    expect(readQuery('-5 ft 3 in to cm', 'en')).toMatchObject({ from: 'ft_in', value: -5.25 });
    expect(readQuery('5 ft 3 1/2 in to cm', 'en')).toMatchObject({ from: 'ft_in', value: 5 + 3.5 / 12 });
    expect(readQuery('1,5 Fuß 3 Zoll in cm', 'de')).toMatchObject({ from: 'ft_in', value: 1.75 });
    expect(readQuery('2 hr 30 min in min', 'en')).toMatchObject({ from: 'hr', value: 2.5 });
  });
  it('parts follow readValue’s rules: larger to smaller, only the first signed', () => {
    expect(readQuery('3 in 5 ft to cm', 'en')).toMatchObject({ ok: false, error: 'UNPARSEABLE' });
    expect(readQuery('5 ft -3 in to cm', 'en')).toMatchObject({ ok: false, error: 'UNPARSEABLE' });
  });
  it('the compound units’ symbols and names read, also as a target', () => {
    expect(readQuery('3 ft + in', 'en')).toMatchObject({ from: 'ft_in', value: 3 });
    expect(readQuery('5 ft + 3 in to cm', 'en')).toMatchObject({ from: 'ft_in', value: 5.25 });
    expect(readQuery('170 cm in feet and inches', 'en')).toMatchObject({ from: 'cm', to: 'ft_in' });
    expect(readQuery('2 Gigaoctets décimaux en Mo', 'fr')).toMatchObject({ from: 'gb_si' });
  });
  it('a qualified unit has no alternative', () => {
    expect((readQuery('2 imperial gallons in litres', 'en') as QuickReading).alternatives).toBeUndefined();
  });
});

describe('without a target unit, the useful answers for the reader', () => {
  it('5 ft answers in metric units that read well', () => {
    const reading = readQuery('5 ft', 'en') as QuickReading;
    expect(reading).toMatchObject({ from: 'ft', to: 'cm', targetGiven: false, suggestions: ['cm', 'm', 'mm'] });
  });
  it('5 kg answers in pounds, ounces and stone', () => {
    expect(readQuery('5 kg', 'de')).toMatchObject({ to: 'lb', suggestions: ['lb', 'oz', 'st'] });
  });
  it('a Norwegian reader gets dollars in kroner', () => {
    expect(readQuery('100 usd', 'no')).toMatchObject({ to: 'nok' });
    expect(readQuery('100 usd', 'en')).toMatchObject({ to: 'eur' });
  });
  it('every suggestion is converted after the main answer', () => {
    const outcome = quickConvert('5 ft', 'en');
    expect(outcome.ok && outcome.answers.map((answer) => answer.kind)).toEqual(['main', 'suggestion', 'suggestion']);
  });
});

describe('queries it cannot answer are refused with a reason', () => {
  it('incompatible units name both units and what they measure', () => {
    expect(readQuery('5 kg to m', 'en')).toMatchObject({
      ok: false,
      error: 'INCOMPATIBLE',
      from: { category: 'weight', unit: 'kg' },
      to: { category: 'length', unit: 'm' },
      message: 'kg measure weight, m measure length: they cannot be converted into each other',
    });
  });
  it.each(['hello', 'to cm', '5 to', '5 blorps in cm', '0xfg to bin'])('"%s" is unparseable', (query) => {
    expect(readQuery(query, 'en')).toMatchObject({ ok: false, error: 'UNPARSEABLE' });
  });
  it('an ingredient without a density is named', () => {
    expect(readQuery('3 cups unobtainium in grams', 'en')).toMatchObject({ ok: false, error: 'UNKNOWN_INGREDIENT' });
  });
  it('an unknown ingredient is named as the visitor typed it, a German noun with its capital', () => {
    expect(readQuery('3 Tassen Kies in Gramm', 'de')).toMatchObject({ ok: false, error: 'UNKNOWN_INGREDIENT', ingredient: 'Kies' });
  });
  it('blank text is empty, and over 200 characters is refused unread', () => {
    expect(readQuery('   ', 'en')).toMatchObject({ ok: false, error: 'EMPTY' });
    expect(readQuery(`5 ft to cm${' '.repeat(MAX_QUERY_LENGTH)}`, 'en')).toMatchObject({ ok: false, error: 'TOO_LONG' });
  });
  it('currency needs rates to be converted', () => {
    expect(convertReading(readQuery('5 usd to eur', 'en') as QuickReading)).toMatchObject({ ok: false, error: 'RATES_MISSING' });
  });
});

describe('any text gives a reading or a clean refusal, never an exception', () => {
  const languages = fc.constantFrom<Locale>('en', 'es', 'de', 'fr', 'no');
  const pieces = fc.constantFrom(
    '5',
    '1/2',
    '-3,5',
    ' ',
    'ft',
    'in',
    'to',
    'kg',
    '°',
    '"',
    "'",
    '0x1f',
    'a',
    'en',
    'i',
    'gal',
    'cups',
    'flour',
    'ß',
    '½',
    '\u0000',
    '😀',
    '\u202e',
    'e9',
    '1e400',
  );
  it('for any Unicode string', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 250 }), languages, (text, language) => {
        const outcome = quickConvert(text, language, { rates });
        expect(typeof outcome.ok).toBe('boolean');
        if (!outcome.ok) expect(outcome.message.length).toBeGreaterThan(0);
      }),
      { seed: 16, numRuns: 2000 },
    );
  });
  it('for strings made of the words it knows', () => {
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 12 }), languages, (words, language) => {
        const outcome = quickConvert(words.join(' '), language, { rates });
        if (outcome.ok) for (const answer of outcome.answers) expect(answer.formatted).not.toBe('');
        else expect(outcome.message.length).toBeGreaterThan(0);
      }),
      { seed: 16, numRuns: 3000 },
    );
  });
});
