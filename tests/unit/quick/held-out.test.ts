import { describe, expect, it } from 'vitest';
import { locales } from '@/i18n/locales';
import { FIRST_ROUND, FOURTH_CHECK, HELD_OUT_QUERIES, LAST_CHECK } from './held-out-queries';
import { FOURTH_ROUND } from './fourth-round-queries';
import { FIFTH_ROUND } from './fifth-round-queries';
import { SIXTH_CHECK } from './sixth-check-queries';
import { SEVENTH_CHECK } from './seventh-check-queries';
import { EIGHTH_CHECK } from './eighth-check-queries';
import { NINTH_CHECK } from './ninth-check-queries';
import { rateOf } from './verdict';

describe.each([
  ['questions written apart from the word lists', HELD_OUT_QUERIES, 60],
  ['the first round of questions on the newer units and word amounts', FIRST_ROUND, 60],
  ['a last check, written after the changes the first two sets led to', LAST_CHECK, 30],
  ['a fourth check, written after the last check without reading the word lists', FOURTH_CHECK, 40],
  ['a fourth round, written blind by an examiner', FOURTH_ROUND, 40],
  ["a fifth round, written blind by an examiner after the fourth round's fixes", FIFTH_ROUND, 40],
  ["a sixth check, written blind after the fifth round's fixes", SIXTH_CHECK, 40],
  ['a seventh check, written blind from the catalogue and the rule tests only', SEVENTH_CHECK, 40],
  ['an eighth check, written blind as people type on phones', EIGHTH_CHECK, 40],
  ['a ninth check, written blind from the catalogue and the rule tests only', NINTH_CHECK, 40],
] as const)('%s', (name, sets, least) => {
  const rates: string[] = [];
  for (const language of locales) {
    it(`${language}: at least ${least} questions, of which 95% are read right`, () => {
      const { right, total, share, wrong } = rateOf(sets[language], language);
      rates.push(`${language} ${right}/${total} (${(100 * share).toFixed(1)}%)`);
      expect(total).toBeGreaterThanOrEqual(least);
      expect(share, wrong.map(({ query, result }) => `${result}: ${query}`).join(' | ')).toBeGreaterThanOrEqual(0.95);
    });
  }

  it('reports the share read right per language', () => {
    console.info(`${name}, read right: ${rates.join(', ')}`);
    expect(rates).toHaveLength(locales.length);
  });
});
