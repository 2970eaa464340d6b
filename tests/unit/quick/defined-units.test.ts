import { describe, expect, it } from 'vitest';
import type { Locale } from '@/i18n/locales';
import { customUnitOf, type CustomUnit, type UnitFields } from '@/lib/custom-units';
import { convertReading, quickConvert, readQuery, type QuickReading } from '@/lib/quick';

function defined(category: string, fields: UnitFields): CustomUnit {
  const made = customUnitOf(category, fields);
  if (!made.ok) throw new Error(made.message);
  return made.unit;
}

const mug = defined('volume', { name: 'mug', amount: '350', unit: 'ml' });
const becher = defined('volume', { name: 'Becher', amount: '250', unit: 'ml' });
const bigCup = defined('volume', { name: 'taza grande', symbol: 'tg', amount: '300', unit: 'ml' });
const bol = defined('volume', { name: 'bol', amount: '0.5', unit: 'l' });
const krus = defined('volume', { name: 'krus', amount: '3', unit: 'dl' });
const step = defined('length', { name: 'step', symbol: 'stp', amount: '0.75', unit: 'm' });
const units = [mug, becher, bigCup, bol, krus, step];

const read = (query: string, language: Locale) => {
  const reading = readQuery(query, language, { defined: units });
  if (!reading.ok) throw new Error(`${query}: ${reading.error}`);
  return reading;
};

describe('units of the visitor’s own in the quick box', () => {
  it.each([
    ['3 mugs in liters', 'en', 'volume', 'mug', 'l', 3],
    ['1 mug to ml', 'en', 'volume', 'mug', 'ml', 1],
    ['2 Becher in ml', 'de', 'volume', 'becher', 'ml', 2],
    ['5 tazas grandes en litros', 'es', 'volume', 'taza-grande', 'l', 5],
    ['2 tg en ml', 'es', 'volume', 'taza-grande', 'ml', 2],
    ['3 bols en litres', 'fr', 'volume', 'bol', 'l', 3],
    ['2 krus i liter', 'no', 'volume', 'krus', 'l', 2],
    ['100 steps in km', 'en', 'length', 'step', 'km', 100],
    ['10 stp in m', 'en', 'length', 'step', 'm', 10],
    ['how many mugs in 2 liters', 'en', 'volume', 'l', 'mug', 2],
  ] as const)('%s (%s) reads the defined unit in its category', (query, language, category, from, to, value) => {
    expect(read(query, language)).toMatchObject({ category, from, to, value });
  });

  it('a name is read with "s" added, and in its other number as the catalogue’s names are', () => {
    expect(read('5 taza grandes en litros', 'es')).toMatchObject({ from: 'taza-grande' });
    expect(read('1 taza grande en ml', 'es')).toMatchObject({ from: 'taza-grande', value: 1 });
  });

  it('converts through the engine’s path for defined units', () => {
    const conversion = convertReading(read('3 mugs in liters', 'en'), { locale: 'en', defined: units });
    expect(conversion.ok && conversion.answers[0]?.result).toBeCloseTo(1.05, 12);
    const into = convertReading(read('how many mugs in 2 liters', 'en'), { locale: 'en', defined: units });
    expect(into.ok && into.answers[0]?.result).toBeCloseTo(2000 / 350, 12);
    const german = convertReading(read('2 Becher in ml', 'de'), { locale: 'de', defined: units });
    expect(german.ok && german.answers[0]?.formatted).toBe('500');
  });

  it('without a target, suggests the units the defined one is made of reads well in', () => {
    const reading = read('3 mugs', 'en') as QuickReading;
    expect(reading).toMatchObject({ from: 'mug', targetGiven: false });
    const conversion = convertReading(reading, { locale: 'en', defined: units });
    expect(conversion.ok && conversion.answers.every((answer) => typeof answer.result === 'number')).toBe(true);
  });

  it('converts an ingredient measured in a defined unit through its catalogue unit', () => {
    const reading = read('2 mugs of water in grams', 'en');
    const conversion = convertReading(reading, { locale: 'en', defined: units });
    expect(conversion.ok && conversion.answers[0]?.result).toBeCloseTo(700, 6);
  });

  it('a defined unit is unknown to a reading without it, and the catalogue’s words still read', () => {
    expect(readQuery('3 mugs in liters', 'en').ok).toBe(false);
    expect(quickConvert('3 mugs in liters', 'en').ok).toBe(false);
    expect(readQuery('3 cups in liters', 'en', { defined: units })).toMatchObject({ from: 'cup_us', to: 'l' });
  });

  it('a name that is a word of the query’s grammar is not read as the unit', () => {
    const to = defined('volume', { name: 'to', symbol: 'tt', amount: '2', unit: 'l' });
    expect(readQuery('5 gallons to liters', 'en', { defined: [to] })).toMatchObject({ from: 'gal_us', to: 'l' });
    expect(readQuery('3 tt to liters', 'en', { defined: [to] })).toMatchObject({ from: 'to', to: 'l' });
  });
});
