import { describe, expect, it } from 'vitest';
import { locales } from '@/i18n/locales';
import { converterView } from '@/lib/converter/result';
import { categoryIds, getUnit, isCategoryId, LOCAL_SYMBOLS, unitSymbol } from '@/lib/units';

type Table = Record<string, Record<string, Record<string, string>>>;
const table = LOCAL_SYMBOLS as unknown as Table;

describe('local unit symbols', () => {
  it('name only units of their category, each with a symbol of its own', () => {
    for (const [locale, categories] of Object.entries(table)) {
      expect(locales).toContain(locale);
      for (const [category, units] of Object.entries(categories)) {
        expect(isCategoryId(category), category).toBe(true);
        for (const [unit, symbol] of Object.entries(units)) {
          const catalogued = isCategoryId(category) ? getUnit(category, unit) : undefined;
          expect(catalogued, `${locale} ${category}.${unit}`).toBeDefined();
          expect(symbol, `${locale} ${category}.${unit}`).not.toBe(catalogued?.symbol);
        }
      }
    }
  });

  it('give metric horsepower the name each language writes: hp, CV, PS, ch, hk', () => {
    expect(locales.map((locale) => unitSymbol('power', 'hp', locale))).toEqual(['hp', 'CV', 'PS', 'ch', 'hk']);
  });

  it('write the kilogram-force kp in German and Norwegian, bytes in octets in French, km/t in Norwegian', () => {
    expect(unitSymbol('force', 'kgf', 'de')).toBe('kp');
    expect(unitSymbol('force', 'kgf', 'no')).toBe('kp');
    expect(unitSymbol('force', 'kgf', 'en')).toBe('kgf');
    expect(['byte', 'kb_si', 'mb_si', 'gb_si', 'tb_si', 'pb_si'].map((unit) => unitSymbol('data', unit, 'fr'))).toEqual([
      'o',
      'ko',
      'Mo',
      'Go',
      'To',
      'Po',
    ]);
    expect(['kib', 'mib', 'gib'].map((unit) => unitSymbol('data', unit, 'fr'))).toEqual(['Kio', 'Mio', 'Gio']);
    expect(['kb', 'mb', 'gb'].map((unit) => unitSymbol('data', unit, 'fr'))).toEqual(['Ko', 'Mo (binaire)', 'Go (binaire)']);
    expect(unitSymbol('data', 'gb', 'de')).toBe('GB (binär)');
    expect(unitSymbol('speed', 'kmh', 'no')).toBe('km/t');
  });

  it('keep the catalogue symbol elsewhere, and the id itself for an unknown unit', () => {
    for (const locale of locales) {
      expect(unitSymbol('length', 'cm', locale)).toBe('cm');
      expect(unitSymbol('length', 'parsec', locale)).toBe('parsec');
    }
    expect(categoryIds.every((category) => unitSymbol(category, 'nothing', 'de') === 'nothing')).toBe(true);
  });

  it('reach the converter line: a German hp conversion reads PS, a French one in Mo', () => {
    const de = converterView({ category: 'power', from: 'hp', to: 'kw', input: '1', locale: 'de' });
    expect(de.state === 'result' && de.line).toBe('1 PS ≈ 0,735499 kW');
    const fr = converterView({ category: 'data', from: 'gb_si', to: 'mb_si', input: '1', locale: 'fr' });
    expect(fr.state === 'result' && fr.line).toMatch(/^1 Go = 1\s?000 Mo$/);
    const iec = converterView({ category: 'data', from: 'gib', to: 'mib', input: '1', locale: 'fr' });
    expect(iec.state === 'result' && iec.line).toMatch(/^1 Gio = 1\s?024 Mio$/);
    const en = converterView({ category: 'power', from: 'hp', to: 'kw', input: '1', locale: 'en' });
    expect(en.state === 'result' && en.line).toBe('1 hp ≈ 0.735499 kW');
  });

  it('write a cup beside a number as each language names it, and Spanish qualifiers as EE. UU. and R. U.', () => {
    expect(locales.map((locale) => unitSymbol('volume', 'cup_us', locale))).toEqual([
      'cup (US)',
      'taza (EE. UU.)',
      'Tasse (US)',
      'tasse (US)',
      'kopp (US)',
    ]);
    const es = converterView({ category: 'volume', from: 'l', to: 'gal_uk', input: '1', locale: 'es' });
    expect(es.state === 'result' && es.line).toBe('1 L ≈ 0,219969 gal (R. U.)');
    const no = converterView({ category: 'volume', from: 'cup_us', to: 'ml', input: '2', locale: 'no' });
    expect(no.state === 'result' && no.line).toBe('2 kopper (US) = 473,176473 mL');
  });

  it('count a cup in the plural after an amount that is not one, as each language does', () => {
    const line = (locale: 'en' | 'es' | 'fr' | 'de', input: string) => {
      const view = converterView({ category: 'volume', from: 'ml', to: 'cup_us', input, locale });
      return view.state === 'result' ? view.line : '';
    };
    expect(line('en', '500')).toBe('500 mL ≈ 2.113376 cups (US)');
    expect(line('es', '500')).toBe('500 mL ≈ 2,113376 tazas (EE. UU.)');
    expect(line('de', '100')).toBe('100 mL ≈ 0,422675 Tasse (US)');
    expect(line('fr', '400')).toBe('400 mL ≈ 1,690701 tasse (US)');
  });
});
