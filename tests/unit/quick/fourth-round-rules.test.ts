import { describe, expect, it } from 'vitest';
import type { Locale } from '@/i18n/locales';
import { readQuery, type QuickReading } from '@/lib/quick';
import { getUnit } from '@/lib/units';

const read = (query: string, language: Locale) => {
  const reading = readQuery(query, language);
  if (!reading.ok) throw new Error(`${query}: ${reading.error}`);
  return reading;
};
const pairs = (reading: QuickReading) => [
  `${reading.from} ${reading.to}`,
  ...(reading.alternatives ?? []).map((pair) => `${pair.from} ${pair.to}`),
];

describe('data sizes read as the catalogue writes their symbols', () => {
  it('the catalogue gives the plain symbols to the decimal units and marks the binary ones', () => {
    expect(['kb_si', 'mb_si', 'gb_si', 'tb_si'].map((unit) => getUnit('data', unit)?.symbol)).toEqual(['kB', 'MB', 'GB', 'TB']);
    expect(getUnit('data', 'gb')?.symbol).toBe('GB (binary)');
  });

  it.each([
    ['500 MB in GB', 'en', ['mb_si gb_si', 'mb gb']],
    ['2 TB to GB', 'en', ['tb_si gb_si', 'tb gb']],
    ['300 kB in MB', 'de', ['kb_si mb_si', 'kb mb']],
    ['700 Mo en Go', 'fr', ['mb_si gb_si', 'mb gb']],
    ['cuantos megas son 2 gigas', 'es', ['gb_si mb_si', 'gb mb']],
    ['1 gig to mb', 'en', ['gb_si mb_si', 'gb mb']],
    ['500 MB i GB', 'no', ['mb_si gb_si', 'mb gb']],
  ] as const)('%s (%s): decimal first, the binary reading beside it', (query, language, expected) => {
    expect(pairs(read(query, language))).toEqual(expected);
  });

  it('an IEC size into a symbol answers in the decimal unit, with the binary one beside it', () => {
    expect(pairs(read('16 GiB to GB', 'en'))).toEqual(['gib gb_si', 'gib gb']);
    expect(pairs(read('16 Gio en Go', 'fr'))).toEqual(['gib gb_si', 'gib gb']);
  });

  it('a spelled-out size keeps its binary reading, and its target the same convention', () => {
    expect(pairs(read('2 terabytes to gigabytes', 'en'))).toEqual(['tb gb', 'tb_si gb_si']);
    expect(pairs(read('1 GB in megabytes', 'en'))).toEqual(['gb_si mb_si', 'gb mb']);
  });
});

describe('kitchen spoons are the metric ones outside English', () => {
  it.each([
    ['3 cucharadas en ml', 'es', ['tbsp_metric ml', 'tbsp ml']],
    ['1 cucharadita en ml', 'es', ['tsp_metric ml', 'tsp ml']],
    ['2 EL in ml', 'de', ['tbsp_metric ml', 'tbsp ml']],
    ['2 Teelöffel in ml', 'de', ['tsp_metric ml', 'tsp ml']],
    ['2 cuillères à soupe en ml', 'fr', ['tbsp_metric ml', 'tbsp ml']],
    ['1 c. à café en ml', 'fr', ['tsp_metric ml', 'tsp ml']],
    ['3 ss i ml', 'no', ['tbsp_metric ml', 'tbsp ml']],
    ['2 teskjeer i ml', 'no', ['tsp_metric ml', 'tsp ml']],
    ['2 EL in TL', 'de', ['tbsp_metric tsp_metric', 'tbsp tsp']],
  ] as const)('%s (%s): the 15 or 5 mL spoon, the US spoon beside it', (query, language, expected) => {
    expect(pairs(read(query, language))).toEqual(expected);
  });

  it('English spoons stay the US ones', () => {
    expect(read('2 tbsp to ml', 'en')).toMatchObject({ from: 'tbsp', to: 'ml' });
    expect(read('1 teaspoon in ml', 'en')).toMatchObject({ from: 'tsp', to: 'ml' });
  });

  it('a US cup is counted in US spoons, in every language', () => {
    expect(read('tres cuartos de taza en cucharadas', 'es')).toMatchObject({ from: 'cup_us', to: 'tbsp' });
    expect(read('ein drittel Tasse in Esslöffel', 'de')).toMatchObject({ from: 'cup_us', to: 'tbsp' });
  });
});

describe('words the examiner used', () => {
  it('French chevaux are the metric horsepower, the catalogue’s hp (735.5 W)', () => {
    expect(getUnit('power', 'hp')?.factor).toBeCloseTo(735.49875);
    expect(read('110 chevaux en kW', 'fr')).toMatchObject({ category: 'power', from: 'hp', to: 'kw', value: 110 });
    expect(read('1 cheval en watts', 'fr')).toMatchObject({ from: 'hp', to: 'w' });
  });

  it('French livres-pied are pound-force feet', () => {
    expect(read('100 livres-pied en newton-mètres', 'fr')).toMatchObject({ category: 'torque', from: 'lbft', to: 'nm' });
    expect(read('50 livre-pied en N.m', 'fr')).toMatchObject({ from: 'lbft', to: 'nm' });
  });

  it('a Norwegian troy unse is the troy ounce, written either way round', () => {
    expect(read('1 troy unse i gram', 'no')).toMatchObject({ category: 'weight', from: 'ozt', to: 'g' });
    expect(read('5 unser troy i gram', 'no')).toMatchObject({ from: 'ozt', value: 5 });
  });
});

describe('one and a half after a bare unit', () => {
  it.each([
    ['litro y medio en onzas', 'es', 'l', 'fl_oz_us'],
    ['hora y media en minutos', 'es', 'hr', 'min'],
    ['¿cuántos minutos son hora y media?', 'es', 'hr', 'min'],
    ['anderthalb Liter in ml', 'de', 'l', 'ml'],
    ['halvannen liter i dl', 'no', 'l', 'dl'],
    ['un litre et demi en ml', 'fr', 'l', 'ml'],
    ['litre et demi en ml', 'fr', 'l', 'ml'],
    ['one and a half liters in cups', 'en', 'l', 'cup_us'],
    ['hour and a half in minutes', 'en', 'hr', 'min'],
  ] as const)('%s (%s) is 1.5 of its unit', (query, language, from, to) => {
    expect(read(query, language)).toMatchObject({ from, to, value: 1.5 });
  });

  it('a half after a number still joins that number', () => {
    expect(read('dos litros y medio en ml', 'es')).toMatchObject({ from: 'l', value: 2.5 });
  });
});
