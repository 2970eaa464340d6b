import { describe, expect, it } from 'vitest';
import { readQuery } from '@/lib/quick';

describe('a unit word typed with one slip', () => {
  it('reads a missing letter as the unit meant ("kilomter" is kilometres)', () => {
    expect(readQuery('5 kilomter i miles', 'no')).toMatchObject({ ok: true, from: 'km', to: 'mi', value: 5 });
  });

  it('reads two swapped letters as the unit meant ("poudns" is pounds, "litors" is litros)', () => {
    expect(readQuery('50 poudns to kg', 'en')).toMatchObject({ ok: true, from: 'lb', to: 'kg', value: 50 });
    expect(readQuery('2 litors en ml', 'es')).toMatchObject({ ok: true, from: 'l', to: 'ml', value: 2 });
  });

  it('reads a slip in the target unit too ("mililitres")', () => {
    expect(readQuery('2 litres en mililitres', 'fr')).toMatchObject({ ok: true, from: 'l', to: 'ml', value: 2 });
  });

  it('leaves words under six letters alone, where one slip often makes another word', () => {
    expect(readQuery('2 litrs to ml', 'en').ok).toBe(false);
  });

  it('leaves a word alone when it is one slip from two different units ("kilobyts")', () => {
    expect(readQuery('5 kilobyts to bytes', 'en').ok).toBe(false);
  });
});

describe('Norwegian torque as people say it', () => {
  it('reads "pund-fot" and "pund-tommer", without "kraft", as the pound-force foot and inch', () => {
    expect(readQuery('100 newtonmeter i pund-fot', 'no')).toMatchObject({ ok: true, from: 'nm', to: 'lbft', value: 100 });
    expect(readQuery('50 pund-tommer i Nm', 'no')).toMatchObject({ ok: true, from: 'lbin', to: 'nm', value: 50 });
  });
});

describe('words after a unit that name no food, given a target', () => {
  it('reads "20 leagues under the sea in km" as 20 leagues in kilometers, and such words in German too', () => {
    expect(readQuery('20 leagues under the sea in km', 'en')).toMatchObject({ ok: true, from: 'league', to: 'km', value: 20 });
    expect(readQuery('6 feet tall in cm', 'en')).toMatchObject({ ok: true, from: 'ft', to: 'cm', value: 6 });
    expect(readQuery('2 Meilen unter dem Meer in km', 'de')).toMatchObject({ ok: true, from: 'mi', to: 'km', value: 2 });
  });

  it('never drops a second amount or unit: "5 ft and 3 in to cm" and "5 m of 3 in ft" stay unread', () => {
    expect(readQuery('5 ft and 3 in to cm', 'en')).toMatchObject({ ok: false, error: 'UNPARSEABLE' });
    expect(readQuery('5 m of 3 in ft', 'en')).toMatchObject({ ok: false, error: 'UNPARSEABLE' });
  });

  it('still names a food it lacks, and reads nothing without a target', () => {
    expect(readQuery('3 cups of sand in grams', 'en')).toMatchObject({ ok: false, error: 'UNKNOWN_INGREDIENT' });
    expect(readQuery('20 leagues under the sea', 'en')).toMatchObject({ ok: false, error: 'UNPARSEABLE' });
  });
});
