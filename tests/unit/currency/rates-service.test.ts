import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CURRENCY_CODES } from '@/lib/currency/codes';
import { FEED_TIMEOUT_MS } from '@/lib/currency/config';
import { dayStartSeconds } from '@/lib/currency/day';
import type { FetchFunction } from '@/lib/fetch/fetch-json';
import { CurrencyRatesService, RATES_TTL_MS, RETRY_AFTER_FAILURE_MS, snapshotRates } from '@/lib/currency/rates-service';
import { RATES_SNAPSHOT } from '@/lib/currency/snapshot.data';
import {
  startRatesStub,
  STUB_FEED_BODY,
  STUB_LAST_UPDATED,
  STUB_USD_RATES,
  stubRatesWithout,
  type RatesStub,
  type StubVariant,
} from '@/tests/support/rates-stub';

const FEED_URL = 'https://rates.test/v1/currencies/usd.json';
const HOUR = 60 * 60 * 1000;

const STUB_RATES = Object.fromEntries(
  CURRENCY_CODES.map((code) => [code, STUB_USD_RATES[code.toLowerCase() as keyof typeof STUB_USD_RATES]]),
);

/** A service over a fake feed whose answer the test sets, on a clock the test moves. */
function setup(reply: () => Promise<Response> = async () => Response.json(STUB_FEED_BODY)) {
  const clock = { now: Date.UTC(2026, 10, 20, 9) };
  const feed = { reply };
  const fetch = vi.fn<FetchFunction>(async () => feed.reply());
  const logger = { warn: vi.fn(), error: vi.fn() };
  const service = new CurrencyRatesService({
    env: { CURRENCY_RATES_URL: FEED_URL },
    fetch,
    now: () => clock.now,
    logger,
  });
  return { clock, feed, fetch, logger, service };
}

describe('the rates service', () => {
  it('serves the feed rates for every site code, dated by the feed, as live', async () => {
    const { service } = setup();
    const { rates, expiresInMs } = await service.current();
    expect(rates).toEqual({ base: 'USD', rates: STUB_RATES, lastUpdated: STUB_LAST_UPDATED, source: 'live' });
    expect(expiresInMs).toBe(RATES_TTL_MS);
  });

  it('asks the feed once a day, however many visitors ask', async () => {
    const { clock, fetch, service } = setup();
    await service.current();
    for (let hour = 1; hour < 24; hour += 1) {
      clock.now += HOUR;
      await service.current();
    }
    expect(fetch).toHaveBeenCalledTimes(1);
    expect((await service.current()).expiresInMs).toBe(HOUR);
    clock.now += HOUR;
    await service.current();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('shares one feed call between requests that arrive together', async () => {
    const { fetch, service } = setup();
    const answers = await Promise.all([service.current(), service.current(), service.current()]);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(new Set(answers.map((answer) => answer.rates)).size).toBe(1);
  });

  it('reads the URL from CURRENCY_RATES_URL', async () => {
    const { fetch, service } = setup();
    await service.current();
    expect(fetch.mock.calls[0]![0]).toBe(FEED_URL);
  });

  it('asks the CDN, then the fallback host, when CURRENCY_RATES_URL is not set', async () => {
    const fetch = vi.fn<FetchFunction>(async () => {
      throw new TypeError('fetch failed');
    });
    const service = new CurrencyRatesService({ env: {}, fetch, logger: { warn: vi.fn(), error: vi.fn() } });
    expect((await service.current()).rates.source).toBe('snapshot');
    expect(fetch.mock.calls.map(([url]) => new URL(url).host)).toEqual(['cdn.jsdelivr.net', 'latest.currency-api.pages.dev']);
  });

  it('fills codes the feed lacks from the snapshot, says so, and logs which', async () => {
    const usd = stubRatesWithout('ars', 'cop');
    const { logger, service } = setup(async () => Response.json({ date: '2026-11-20', usd }));
    const { rates } = await service.current();
    expect(rates.source).toBe('live+snapshot');
    expect(rates.lastUpdated).toBe(STUB_LAST_UPDATED);
    expect(rates.rates.EUR).toBe(0.9);
    expect(rates.rates.ARS).toBe(RATES_SNAPSHOT.rates.ARS);
    expect(rates.rates.COP).toBe(RATES_SNAPSHOT.rates.COP);
    expect(Object.keys(rates.rates)).toEqual([...CURRENCY_CODES]);
    expect(logger.warn).toHaveBeenCalledWith(
      expect.stringContaining('filled from the snapshot'),
      expect.objectContaining({ missing: ['ARS', 'COP'] }),
    );
  });

  const failures: [string, () => Promise<Response>][] = [
    ['the network fails', async () => Promise.reject(new TypeError('fetch failed'))],
    ['the feed answers 500', async () => new Response('oops', { status: 500 })],
    ['the feed answers 404', async () => new Response('not found', { status: 404 })],
    ['the body is not JSON', async () => new Response('<html>', { status: 200 })],
    ['the body has another shape', async () => Response.json({ base: 'USD', rates: { EUR: 0.9 } })],
    ['the date is missing', async () => Response.json({ usd: STUB_USD_RATES })],
    ['no site currency is in it', async () => Response.json({ date: '2026-11-20', usd: { usd: 1, btc: 1e-5 } })],
  ];

  it.each(failures)('serves the snapshot, with its own date, when %s', async (_name, reply) => {
    const { logger, service } = setup(reply);
    const { rates, expiresInMs } = await service.current();
    expect(rates).toEqual(snapshotRates());
    expect(rates).toEqual({
      base: 'USD',
      rates: RATES_SNAPSHOT.rates,
      lastUpdated: dayStartSeconds(RATES_SNAPSHOT.date),
      source: 'snapshot',
    });
    expect(expiresInMs).toBe(RETRY_AFTER_FAILURE_MS);
    expect(logger.error).toHaveBeenCalledTimes(1);
  });

  it('serves the snapshot when the feed does not answer within 5 seconds', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { fetch, logger, service } = setup();
      fetch.mockImplementation(
        (_input, init) =>
          new Promise<Response>((_resolve, reject) => {
            init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }),
      );
      const answer = service.current();
      await vi.advanceTimersByTimeAsync(FEED_TIMEOUT_MS);
      expect((await answer).rates).toEqual(snapshotRates());
      expect(logger.error).toHaveBeenCalledWith(
        expect.any(String),
        expect.objectContaining({ failures: [expect.objectContaining({ code: 'TIMEOUT', url: FEED_URL })] }),
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('serves the snapshot when CURRENCY_RATES_URL is not a URL, without calling anything', async () => {
    const fetch = vi.fn<FetchFunction>();
    const logger = { warn: vi.fn(), error: vi.fn() };
    const service = new CurrencyRatesService({ env: { CURRENCY_RATES_URL: 'rates please' }, fetch, logger });
    expect((await service.current()).rates.source).toBe('snapshot');
    expect(fetch).not.toHaveBeenCalled();
    expect(logger.error).toHaveBeenCalledWith(
      expect.any(String),
      expect.objectContaining({ error: { message: 'Invalid CURRENCY_RATES_URL: expected an http(s) URL' } }),
    );
  });

  it('after a failure, waits out the back-off before asking the feed again', async () => {
    const { clock, feed, fetch, service } = setup(async () => new Response('down', { status: 503 }));
    expect((await service.current()).rates.source).toBe('snapshot');
    feed.reply = async () => Response.json(STUB_FEED_BODY);
    clock.now += RETRY_AFTER_FAILURE_MS - 1;
    expect((await service.current()).rates.source).toBe('snapshot');
    expect(fetch).toHaveBeenCalledTimes(1);
    clock.now += 1;
    expect((await service.current()).rates.source).toBe('live');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('when the daily refresh fails, keeps serving the last live rates if they are newer than the snapshot', async () => {
    const { clock, feed, service } = setup();
    const live = (await service.current()).rates;
    feed.reply = async () => new Response('down', { status: 503 });
    clock.now += RATES_TTL_MS;
    const after = await service.current();
    expect(after.rates).toBe(live);
    expect(after.expiresInMs).toBe(RETRY_AFTER_FAILURE_MS);
  });

  it('when the daily refresh fails and the last live rates are older than the snapshot, serves the snapshot', async () => {
    const old = { date: '2024-03-01', usd: STUB_USD_RATES };
    const { clock, feed, service } = setup(async () => Response.json(old));
    expect((await service.current()).rates.source).toBe('live');
    feed.reply = async () => new Response('down', { status: 503 });
    clock.now += RATES_TTL_MS;
    expect((await service.current()).rates).toEqual(snapshotRates());
  });
});

describe('the rates service against the feed stub over HTTP', () => {
  let stub: RatesStub;

  beforeAll(async () => {
    stub = await startRatesStub();
  });

  afterAll(async () => {
    await stub.close();
  });

  const serviceFor = (variant: StubVariant) =>
    new CurrencyRatesService({ env: { CURRENCY_RATES_URL: stub.feedUrl(variant) }, logger: { warn: vi.fn(), error: vi.fn() } });

  it.each([
    ['', 'live'],
    ['/partial', 'live+snapshot'],
    ['/broken', 'snapshot'],
    ['/error', 'snapshot'],
  ] as const)('answers the stub feed %j as %s', async (variant, source) => {
    expect((await serviceFor(variant).current()).rates.source).toBe(source);
  });
});
