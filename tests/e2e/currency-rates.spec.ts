import { expect, test } from '@playwright/test';
import { CURRENCY_CODES } from '@/lib/currency/codes';
import { STUB_LAST_UPDATED, STUB_USD_RATES } from '../support/rates-stub';

// The production server reads its rates from the local feed stub (CURRENCY_RATES_URL in
// tests/support/e2e-env.ts), dated 2026-11-20.
test('GET /api/currency-rates answers the feed stub rates and date for all 32 currencies', async ({ request }) => {
  const response = await request.get('/api/currency-rates');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/json');
  const body = (await response.json()) as { base: string; rates: Record<string, number>; lastUpdated: number; source: string };
  expect(body.base).toBe('USD');
  expect(body.source).toBe('live');
  expect(body.lastUpdated).toBe(STUB_LAST_UPDATED);
  expect(new Date(body.lastUpdated * 1000).toISOString()).toBe('2026-11-20T00:00:00.000Z');
  expect(Object.keys(body.rates)).toEqual([...CURRENCY_CODES]);
  for (const code of CURRENCY_CODES) {
    expect(body.rates[code], code).toBe(STUB_USD_RATES[code.toLowerCase() as keyof typeof STUB_USD_RATES]);
  }
  expect(body.rates).toMatchObject({ USD: 1, EUR: 0.9, NOK: 10.5, GBP: 0.8, JPY: 150 });
});

test('the rates may be cached publicly for at most an hour, and are open to any origin', async ({ request }) => {
  const response = await request.get('/api/currency-rates', { headers: { Origin: 'https://elsewhere.example' } });
  const cacheControl = response.headers()['cache-control'] ?? '';
  expect(cacheControl).toMatch(/^public, max-age=\d+, s-maxage=\d+, stale-while-revalidate=\d+$/);
  expect(Number(/s-maxage=(\d+)/.exec(cacheControl)![1])).toBeLessThanOrEqual(3600);
  expect(response.headers()['access-control-allow-origin']).toBe('*');
});
