import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { locales, type Locale } from '@/i18n/locales';
import { readQuery, type QuickReading } from '@/lib/quick';
import { AMOUNT_WORDS } from '@/lib/quick/lexicon/amount-words';

const read = (query: string, language: Locale) => {
  const reading = readQuery(query, language);
  if (!reading.ok) throw new Error(`${query}: ${reading.error}`);
  return reading;
};
const main = (reading: QuickReading) => [`${reading.category}/${reading.from}`, reading.to, Number(reading.value)];
const others = (reading: QuickReading) => (reading.alternatives ?? []).map((pair) => `${pair.category}/${pair.from} ${Number(pair.value)}`);

describe('amounts written in words', () => {
  it.each([
    ['half a cup in ml', 'en', ['volume/cup_us', 'ml', 0.5]],
    ['one and a half cups in ml', 'en', ['volume/cup_us', 'ml', 1.5]],
    ['a cup and a half in ml', 'en', ['volume/cup_us', 'ml', 1.5]],
    ['three quarters of a cup to tbsp', 'en', ['volume/cup_us', 'tbsp', 0.75]],
    ['ten pounds to kg', 'en', ['weight/lb', 'kg', 10]],
    ['media taza en ml', 'es', ['volume/cup_us', 'ml', 0.5]],
    ['una taza y media en ml', 'es', ['volume/cup_us', 'ml', 1.5]],
    ['dos litros y medio en ml', 'es', ['volume/l', 'ml', 2.5]],
    ['ein halber Liter in ml', 'de', ['volume/l', 'ml', 0.5]],
    ['anderthalb Liter in ml', 'de', ['volume/l', 'ml', 1.5]],
    ['zweieinhalb Tassen in ml', 'de', ['volume/cup_us', 'ml', 2.5]],
    ['une demi-tasse en ml', 'fr', ['volume/cup_us', 'ml', 0.5]],
    ['une tasse et demie en ml', 'fr', ['volume/cup_us', 'ml', 1.5]],
    ['trois quarts de tasse en ml', 'fr', ['volume/cup_us', 'ml', 0.75]],
    ['en halv kopp i ml', 'no', ['volume/cup_us', 'ml', 0.5]],
    ['halvannen liter i ml', 'no', ['volume/l', 'ml', 1.5]],
    ['to og en halv liter i dl', 'no', ['volume/l', 'dl', 2.5]],
  ] as const)('reads "%s" (%s) as its digits', (query, language, expected) => {
    expect(main(read(query, language))).toEqual(expected);
  });

  it('reads a whole number in words only where an amount starts: Norwegian "to" is also English "to"', () => {
    expect(main(read('100 km to miles', 'no'))).toEqual(['length/km', 'mi', 100]);
    expect(main(read('to liter til dl', 'no'))).toEqual(['volume/l', 'dl', 2]);
  });

  it('multiplies by thousand and million before a unit, and leaves a Spanish "5 mil a mm" five mils', () => {
    expect(main(read('5 mil metros a km', 'es'))).toEqual(['length/m', 'km', 5000]);
    expect(main(read('two thousand feet in meters', 'en'))).toEqual(['length/ft', 'm', 2000]);
    expect(main(read('1,5 Millionen Liter in m3', 'de'))).toEqual(['volume/l', 'm3', 1_500_000]);
    expect(main(read('deux mille pieds en mètres', 'fr'))).toEqual(['length/ft', 'm', 2000]);
    expect(main(read('3 tusen fot i meter', 'no'))).toEqual(['length/ft', 'm', 3000]);
    expect(main(read('5 mil a mm', 'es'))).toEqual(['length/thou', 'mm', 5]);
  });

  it('never reads a fraction after a number: "1 cuarto de galón" is one quart, "un cuarto de galón" a quarter gallon', () => {
    expect(main(read('1 cuarto de galón en litros', 'es'))).toEqual(['volume/qt_us', 'l', 1]);
    expect(main(read('un cuarto de galón en litros', 'es'))).toEqual(['volume/gal_us', 'l', 0.25]);
  });

  it('never throws, whatever words of amounts and units are strung together', () => {
    const words = locales.flatMap((language) => {
      const table = AMOUNT_WORDS[language];
      return [...Object.keys(table.numbers), ...Object.keys(table.phrases), ...table.halfAfter, ...table.ones];
    });
    const pieces = fc.oneof(
      fc.constantFrom(...words),
      fc.constantFrom('cup', 'taza', 'Liter', 'tasse', 'kopp', 'to', 'en', 'in', '1', '1/2', 'de'),
    );
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 10 }), fc.constantFrom(...locales), (parts, language) => {
        const outcome = readQuery(parts.join(' '), language);
        expect(typeof outcome.ok).toBe('boolean');
      }),
      { seed: 16, numRuns: 1500 },
    );
  });
});

describe('words that mean one thing to their language and another elsewhere', () => {
  it('an English mil is a thousandth of an inch, the Scandinavian mil beside it', () => {
    const reading = read('5 mil to mm', 'en');
    expect(main(reading)).toEqual(['length/thou', 'mm', 5]);
    expect(others(reading)).toContain('length/mil_scandinavian 5');
  });

  it('a Norwegian mil is 10 km, the thousandth of an inch beside it', () => {
    const reading = read('5 mil i km', 'no');
    expect(main(reading)).toEqual(['length/mil_scandinavian', 'km', 5]);
    expect(others(reading)).toContain('length/thou 5');
  });

  it('a German Pfund and a French livre are 500 g in the kitchen, the pound beside them', () => {
    const pfund = read('1 Pfund Mehl in Gramm', 'de');
    expect(main(pfund)).toEqual(['weight/g', 'g', 500]);
    expect(others(pfund)).toContain('weight/lb 1');
    expect(main(read('une livre de sucre en tasses', 'fr'))).toEqual(['weight/g', 'cup_us', 500]);
  });

  it('a Pfund or livre converted on its own is the pound, 500 g beside it; asked for, it is the pound', () => {
    const pfund = read('3 Pfund in kg', 'de');
    expect(main(pfund)).toEqual(['weight/lb', 'kg', 3]);
    expect(others(pfund)).toContain('weight/g 1500');
    expect(main(read('2 kg en livres', 'fr'))).toEqual(['weight/kg', 'lb', 2]);
  });

  it('an English ton is the short ton, with the long ton and the tonne beside it', () => {
    const reading = read('2 tons to kg', 'en');
    expect(main(reading)).toEqual(['weight/ton_us', 'kg', 2]);
    expect(others(reading)).toEqual(['weight/ton_uk 2', 'weight/t 2']);
    expect(main(read('2 toneladas en kg', 'es'))).toEqual(['weight/t', 'kg', 2]);
  });

  it('a cup is the US cup, the metric cup beside it, in every language', () => {
    for (const [query, language] of [
      ['1 cup in ml', 'en'],
      ['1 taza en ml', 'es'],
      ['1 Tasse in ml', 'de'],
      ['1 tasse en ml', 'fr'],
      ['1 kopp i ml', 'no'],
    ] as const) {
      const reading = read(query, language);
      expect(main(reading)).toEqual(['volume/cup_us', 'ml', 1]);
      expect(others(reading)).toContain('volume/cup_metric 1');
    }
  });

  it('calories are the food kilocalorie, the small calorie beside it, in every language', () => {
    for (const [query, language] of [
      ['100 calories to kj', 'en'],
      ['100 calorías a kj', 'es'],
      ['100 Kalorien in kJ', 'de'],
      ['100 calories en kJ', 'fr'],
      ['100 kalorier i kJ', 'no'],
    ] as const) {
      const reading = read(query, language);
      expect(main(reading)).toEqual(['energy/kcal', 'kj', 100]);
      expect(others(reading)).toContain('energy/cal 100');
    }
  });
});
