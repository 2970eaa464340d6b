import { describe, expect, it } from 'vitest';
import { locales } from '@/i18n/locales';
import { HELD_OUT_QUERIES } from './held-out-queries';
import { rateOf } from './verdict';

describe('questions written apart from the word lists', () => {
  const rates: string[] = [];
  for (const language of locales) {
    it(`${language}: at least 60 questions, of which 95% are read right`, () => {
      const rows = HELD_OUT_QUERIES[language];
      const { right, total, share, wrong } = rateOf(rows, language);
      rates.push(`${language} ${right}/${total} (${(100 * share).toFixed(1)}%)`);
      expect(total).toBeGreaterThanOrEqual(60);
      expect(share, wrong.map(({ query, result }) => `${result}: ${query}`).join(' | ')).toBeGreaterThanOrEqual(0.95);
    });
  }

  it('reports the share read right per language', () => {
    console.info(`Held-out questions read right: ${rates.join(', ')}`);
    expect(rates).toHaveLength(locales.length);
  });
});
