import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CurrencyRatesConfig } from '@/lib/currency/config';
import { CurrencyFeedError, type FeedFailure } from '@/lib/currency/errors';
import { fetchFeed, fetchFeedFrom } from '@/lib/currency/feed-client';
import type { FetchFunction } from '@/lib/fetch/fetch-json';
import { startRatesStub, STUB_FEED_BODY, STUB_RATES_DATE, type RatesStub } from '@/tests/support/rates-stub';

const FIRST = 'https://cdn.rates.test/usd.json';
const SECOND = 'https://fallback.rates.test/usd.json';
const config: CurrencyRatesConfig = { urls: [FIRST, SECOND], timeoutMs: 5_000 };

type Reply = () => Promise<Response>;
const ok: Reply = async () => Response.json(STUB_FEED_BODY);

/** A fake feed: one reply per URL, every call recorded. */
function fakeFetch(replies: Record<string, Reply>) {
  return vi.fn<FetchFunction>(async (input) => {
    const reply = replies[input];
    if (reply === undefined) throw new TypeError(`fetch failed: ${input}`);
    return reply();
  });
}

const failing: Record<Exclude<FeedFailure, 'TIMEOUT'>, Reply> = {
  NETWORK: async () => {
    throw new TypeError('fetch failed');
  },
  HTTP_STATUS: async () => new Response('Bad gateway', { status: 502 }),
  MALFORMED_JSON: async () => new Response('<html>maintenance</html>', { status: 200 }),
  SCHEMA_MISMATCH: async () => Response.json({ date: STUB_RATES_DATE, rates: { EUR: 0.9 } }),
};

describe('asking the feed', () => {
  it('answers from the first URL when it works, without asking the second', async () => {
    const fetch = fakeFetch({ [FIRST]: ok, [SECOND]: ok });
    const outcome = await fetchFeed(config, fetch);
    expect(outcome).toMatchObject({ ok: true, url: FIRST, failures: [] });
    expect(outcome.ok && outcome.feed.rates.EUR).toBe(0.9);
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([FIRST]);
  });

  it('asks for JSON and passes an abort signal for the time-out', async () => {
    const fetch = fakeFetch({ [FIRST]: ok });
    await fetchFeed(config, fetch);
    const init = fetch.mock.calls[0]![1]!;
    expect(new Headers(init.headers).get('accept')).toBe('application/json');
    expect(init.signal).toBeInstanceOf(AbortSignal);
  });

  it.each(Object.keys(failing) as (keyof typeof failing)[])(
    'falls back to the second URL when the first fails with %s',
    async (failure) => {
      const fetch = fakeFetch({ [FIRST]: failing[failure], [SECOND]: ok });
      const outcome = await fetchFeed(config, fetch);
      expect(fetch.mock.calls.map(([url]) => url)).toEqual([FIRST, SECOND]);
      expect(outcome.ok).toBe(true);
      if (!outcome.ok) return;
      expect(outcome.url).toBe(SECOND);
      expect(outcome.failures.map((error) => [error.code, error.url])).toEqual([[failure, FIRST]]);
    },
  );

  it('reports every failure, in order, when no URL answers usable rates', async () => {
    const fetch = fakeFetch({ [FIRST]: failing.HTTP_STATUS, [SECOND]: failing.MALFORMED_JSON });
    const outcome = await fetchFeed(config, fetch);
    expect(outcome.ok).toBe(false);
    expect(outcome.failures.map((error) => [error.code, error.url, error.status])).toEqual([
      ['HTTP_STATUS', FIRST, 502],
      ['MALFORMED_JSON', SECOND, undefined],
    ]);
    expect(outcome.failures[0]).toBeInstanceOf(CurrencyFeedError);
    expect(outcome.failures[0]!.message).toBe('The currency rates feed answered with an error status (502)');
  });

  it('gives up on a URL that does not answer within the time-out', async () => {
    const hanging = vi.fn(
      (_input: string, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    await expect(fetchFeedFrom(FIRST, 20, hanging)).rejects.toMatchObject({ code: 'TIMEOUT', url: FIRST });
  });
});

describe('asking the feed stub over HTTP', () => {
  // Generous, so the healthy second URL never times out on a busy machine.
  const TIMEOUT_MS = 2_000;
  let stub: RatesStub;

  beforeAll(async () => {
    stub = await startRatesStub(0, { slowMs: TIMEOUT_MS + 2_000 });
  });

  afterAll(async () => {
    await stub.close();
  });

  const ask = (...urls: string[]) => fetchFeed({ urls, timeoutMs: TIMEOUT_MS }, (input, init) => fetch(input, init));

  it('reads the stub feed', async () => {
    const outcome = await ask(stub.feedUrl());
    expect(outcome.ok && outcome.feed).toMatchObject({ date: STUB_RATES_DATE, rates: { EUR: 0.9, NOK: 10.5 } });
  });

  it.each([
    ['/error', 'HTTP_STATUS'],
    ['/broken', 'MALFORMED_JSON'],
    ['/slow', 'TIMEOUT'],
  ] as const)('reports %s as %s and moves on to the next URL', async (variant, code) => {
    const outcome = await ask(stub.feedUrl(variant), stub.feedUrl());
    expect(outcome.ok).toBe(true);
    expect(outcome.failures.map((error) => error.code)).toEqual([code]);
  });

  it('reports a closed port as a network failure', async () => {
    const outcome = await ask('http://127.0.0.1:9/v1/currencies/usd.json');
    expect(outcome.ok).toBe(false);
    expect(outcome.failures.map((error) => error.code)).toEqual(['NETWORK']);
  });
});
