import { describe, expect, it } from 'vitest';
import { currencyPlural } from '@/lib/format/currency-plural';
import { currencyThe } from '@/lib/format/currency-the';
import { spanishCurrencyArticle } from '@/lib/format/spanish-article';

describe('articles a native writes before a name', () => {
  it('Spanish currencies by the adjective, else the noun: el nakfa eritreo, el dong vietnamita, la rupia', () => {
    expect(
      ['nakfa eritreo', 'dong vietnamita', 'rupia india', 'taka bangladesí', 'corona danesa', 'derechos especiales de giro'].map(
        spanishCurrencyArticle,
      ),
    ).toEqual([
      'el nakfa eritreo',
      'el dong vietnamita',
      'la rupia india',
      'el taka bangladesí',
      'la corona danesa',
      'los derechos especiales de giro',
    ]);
  });

  it('German, French and English currencies as subjects: der südafrikanische Rand, l’euro, le yen japonais', () => {
    expect(['zar', 'inr', 'lbp', 'lyd'].map((code) => currencyThe(code, 'de'))).toEqual([
      'der südafrikanische Rand',
      'die indische Rupie',
      'das libanesische Pfund',
      'der libysche Dinar',
    ]);
    expect(['eur', 'jpy', 'inr', 'uah'].map((code) => currencyThe(code, 'fr'))).toEqual([
      'l’euro',
      'le yen japonais',
      'la roupie indienne',
      'la hryvnia ukrainienne',
    ]);
    expect(currencyThe('usd', 'en')).toBe('the US dollar');
  });

  it('currencies counted in the plural, German after "in" in the dative', () => {
    expect(currencyPlural('usd', 'en')).toBe('US dollars');
    expect(currencyPlural('czk', 'es')).toBe('coronas checas');
    expect(currencyPlural('sek', 'de')).toBe('schwedischen Kronen');
    expect(currencyPlural('chf', 'de')).toBe('Schweizer Franken');
  });
});
