import { describe, expect, it } from 'vitest';
import { currencyCacheControl, RATES_LIFETIME_SECONDS, RATES_MAX_AGE_SECONDS } from '@/lib/currency/cache-control';

const updated = 1_800_000_000;

describe('currencyCacheControl', () => {
  it('lets caches keep a currency answer for at most an hour while the rates are fresh', () => {
    expect(currencyCacheControl(updated, updated * 1000)).toBe(`public, max-age=${RATES_MAX_AGE_SECONDS}`);
  });

  it('never past the end of the rates day', () => {
    const tenMinutesLeft = (updated + RATES_LIFETIME_SECONDS - 600) * 1000;
    expect(currencyCacheControl(updated, tenMinutesLeft)).toBe('public, max-age=600');
  });

  it('makes caches ask again once the rates are older than a day, or their date is unknown', () => {
    expect(currencyCacheControl(updated, (updated + RATES_LIFETIME_SECONDS) * 1000)).toBe('no-cache');
    expect(currencyCacheControl(updated, (updated + 10 * RATES_LIFETIME_SECONDS) * 1000)).toBe('no-cache');
    expect(currencyCacheControl(Number.NaN, updated * 1000)).toBe('no-cache');
  });
});
