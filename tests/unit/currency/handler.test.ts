import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ratesCacheControl } from '@/lib/currency/cache-control';
import { handleCurrencyRates } from '@/lib/currency/handler';
import { CurrencyRatesService, RATES_TTL_MS, RETRY_AFTER_FAILURE_MS, snapshotRates } from '@/lib/currency/rates-service';
import { startRatesStub, STUB_LAST_UPDATED, type RatesStub } from '@/tests/support/rates-stub';

const quietLogger = () => ({ warn: vi.fn(), error: vi.fn() });

describe('cache headers of the rates', () => {
  it('let browsers and CDNs keep fresh rates for an hour', () => {
    expect(ratesCacheControl(RATES_TTL_MS)).toBe('public, max-age=3600, s-maxage=3600, stale-while-revalidate=600');
  });

  it('never outlast the rates this server holds', () => {
    expect(ratesCacheControl(25 * 60 * 1000 + 999)).toBe('public, max-age=1500, s-maxage=1500, stale-while-revalidate=600');
    expect(ratesCacheControl(RETRY_AFTER_FAILURE_MS)).toBe('public, max-age=600, s-maxage=600, stale-while-revalidate=600');
    expect(ratesCacheControl(0)).toContain('max-age=0,');
    expect(ratesCacheControl(-5)).toContain('max-age=0,');
  });
});

describe('GET /api/currency-rates, framework-free', () => {
  it('answers 200 with the live rates, cacheable and open to every origin', async () => {
    const fetch = vi.fn(async () => Response.json({ date: '2026-11-20', usd: { eur: 0.9, nok: 10.5 } }));
    const service = new CurrencyRatesService({ env: { CURRENCY_RATES_URL: 'https://rates.test/usd.json' }, fetch, logger: quietLogger() });
    const answer = await handleCurrencyRates({}, service);
    expect(answer.status).toBe(200);
    expect(answer.headers).toEqual({
      'Cache-Control': 'public, max-age=3600, s-maxage=3600, stale-while-revalidate=600',
      'Access-Control-Allow-Origin': '*',
    });
    expect(answer.body).toMatchObject({ base: 'USD', lastUpdated: STUB_LAST_UPDATED, source: 'live+snapshot' });
    expect(answer.body.rates).toMatchObject({ USD: 1, EUR: 0.9, NOK: 10.5 });
  });

  it('answers 200 with the snapshot, cached only for the back-off, when the feed is down', async () => {
    const fetch = vi.fn(async () => new Response('down', { status: 503 }));
    const service = new CurrencyRatesService({ env: { CURRENCY_RATES_URL: 'https://rates.test/usd.json' }, fetch, logger: quietLogger() });
    const answer = await handleCurrencyRates({}, service);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(snapshotRates());
    expect(answer.headers['Cache-Control']).toContain('max-age=600,');
  });

  it('answers 200 with the snapshot even if the service itself breaks', async () => {
    const broken = { current: () => Promise.reject(new Error('bug')) } as unknown as CurrencyRatesService;
    const logger = quietLogger();
    const answer = await handleCurrencyRates({}, broken, logger);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(snapshotRates());
    expect(logger.error).toHaveBeenCalledTimes(1);
  });
});

describe('the route handler', () => {
  let stub: RatesStub;
  const saved = process.env.CURRENCY_RATES_URL;

  beforeAll(async () => {
    stub = await startRatesStub();
    process.env.CURRENCY_RATES_URL = stub.feedUrl();
  });

  afterAll(async () => {
    process.env.CURRENCY_RATES_URL = saved;
    await stub.close();
  });

  it('is rendered per request, so the build never calls the feed', async () => {
    const { dynamic } = await import('@/app/api/currency-rates/route');
    expect(dynamic).toBe('force-dynamic');
  });

  it('answers the feed named by CURRENCY_RATES_URL as JSON, and keeps it for the next request', async () => {
    const { GET } = await import('@/app/api/currency-rates/route');
    const response = await GET();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(response.headers.get('cache-control')).toMatch(/^public, max-age=\d+, s-maxage=\d+/);
    expect(await response.json()).toMatchObject({ base: 'USD', lastUpdated: STUB_LAST_UPDATED, source: 'live', rates: { EUR: 0.9 } });
    await GET();
    expect(stub.requests).toEqual(['/v1/currencies/usd.json']);
  });
});
