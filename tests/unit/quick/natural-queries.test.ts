import { describe, expect, it } from 'vitest';
import { locales, type Locale } from '@/i18n/locales';
import { readQuery } from '@/lib/quick';
import { NATURAL_QUERIES } from './natural-queries';
import { verdict } from './verdict';

/** Each language's hit rate, as the closing note reports it. */
const rates: string[] = [];

describe('natural queries as people type them into a search box', () => {
  for (const language of locales) {
    const rows = NATURAL_QUERIES[language];
    const verdicts = rows.map(([query, expected]) => [query, verdict(query, language, expected)] as const);

    it(`${language}: at least 40 queries, of which 95% are read right and none is read wrong`, () => {
      const right = verdicts.filter(([, result]) => result === 'right').length;
      rates.push(`${language} ${right}/${rows.length} (${((100 * right) / rows.length).toFixed(1)}%)`);
      expect(rows.length).toBeGreaterThanOrEqual(40);
      expect(verdicts.filter(([, result]) => result === 'misread').map(([query]) => query)).toEqual([]);
      expect(
        right / rows.length,
        verdicts
          .filter(([, result]) => result !== 'right')
          .map(([query]) => query)
          .join(' | '),
      ).toBeGreaterThanOrEqual(0.95);
    });
  }

  it('reports the hit rate per language', () => {
    console.info(`Natural queries read right: ${rates.join(', ')}`);
    expect(rates).toHaveLength(locales.length);
  });
});

describe('an ingredient as the reader wrote it', () => {
  it('keeps its "de" or "of" and the visitor\'s spelling: capitals, accents, elision', () => {
    const written = (query: string, language: Locale) => {
      const reading = readQuery(query, language);
      return reading.ok ? reading.ingredient?.written : undefined;
    };
    expect(written('3 tazas de harina en gramos', 'es')).toBe('de harina');
    expect(written("2 tasses d'huile en grammes", 'fr')).toBe("d'huile");
    expect(written('2 Tassen Mehl in Gramm', 'de')).toBe('Mehl');
    expect(written('1 taza de azúcar en gramos', 'es')).toBe('de azúcar');
    expect(written('1 tasse de sucre en grammes ?', 'fr')).toBe('de sucre');
    expect(written('3 cups of flour in grams', 'en')).toBe('of flour');
  });
});
