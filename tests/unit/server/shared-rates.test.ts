import { describe, expect, it } from 'vitest';
import { RATES_SNAPSHOT } from '@/lib/currency/snapshot.data';
import { readStoredRates } from '@/lib/server/shared-rates';

const STORED = {
  rates: { base: 'USD', rates: RATES_SNAPSHOT.rates, lastUpdated: 1_795_132_800, source: 'live' },
  expiresAt: 1_795_219_200_000,
};

describe('rates another process stored in Redis', () => {
  it('are read back as they were written', () => {
    expect(readStoredRates(JSON.stringify(STORED))).toEqual(STORED);
  });

  it('are a miss when the text is not JSON', () => {
    expect(readStoredRates('{"rates":')).toBeUndefined();
  });

  it('are a miss when a field is missing or of another type', () => {
    for (const entry of [
      { rates: STORED.rates },
      { ...STORED, expiresAt: '2026-11-21' },
      { ...STORED, rates: { ...STORED.rates, lastUpdated: null } },
      { ...STORED, rates: { ...STORED.rates, source: 'guessed' } },
      { ...STORED, rates: { ...STORED.rates, base: 'EUR' } },
      { ...STORED, rates: null },
      null,
    ]) {
      expect(readStoredRates(JSON.stringify(entry))).toBeUndefined();
    }
  });

  it('are a miss when a rate is not a positive number, or a site currency has none', () => {
    const withoutEuro = Object.fromEntries(Object.entries(STORED.rates.rates).filter(([code]) => code !== 'EUR'));
    for (const rates of [{ ...STORED.rates.rates, EUR: 0 }, { ...STORED.rates.rates, EUR: 'lots' }, withoutEuro]) {
      expect(readStoredRates(JSON.stringify({ ...STORED, rates: { ...STORED.rates, rates } }))).toBeUndefined();
    }
  });
});
