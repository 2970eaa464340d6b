import { describe, expect, it, vi } from 'vitest';
import type { FetchFunction } from '@/lib/fetch/fetch-json';
import { FOOD_SEARCH_PATH } from '@/lib/food-search/client';
import { searchFood } from '@/lib/food-tracker/lookup';
import { FOOD_LOOKUP_MESSAGES, FoodLookupError } from '@/lib/food-tracker/lookup-errors';
import { BANANA } from './fixtures';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A fetch that answers once with `answer` and records what it was asked. */
function answering(answer: Response | (() => Promise<Response>)) {
  return vi.fn<FetchFunction>(async () => (typeof answer === 'function' ? answer() : answer));
}

/** A fetch that never answers until its signal aborts, like a server that hangs. */
const hanging: FetchFunction = (_input, init) =>
  new Promise((_resolve, reject) => {
    init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
  });

async function failureOf(promise: Promise<unknown>): Promise<FoodLookupError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(FoodLookupError);
  return error as FoodLookupError;
}

describe('searchFood', () => {
  it('posts the trimmed query and the language to /api/food-search and returns the results', async () => {
    const fetch = answering(json({ ok: true, results: [BANANA], source: 'local' }));
    const results = await searchFood('  Banana ', 'de', { fetch });
    expect(results).toEqual([BANANA]);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe(FOOD_SEARCH_PATH);
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ query: 'Banana', languageCode: 'de' });
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
  });

  it('does not call the server for a blank query', async () => {
    const fetch = answering(json({ ok: true, results: [] }));
    expect(await searchFood('   ', 'en', { fetch })).toEqual([]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('gives up after the time-out with the time-out message', async () => {
    vi.useFakeTimers();
    try {
      const pending = failureOf(searchFood('banana', 'en', { fetch: hanging }));
      await vi.advanceTimersByTimeAsync(9_999);
      await vi.advanceTimersByTimeAsync(1);
      const error = await pending;
      expect(error.code).toBe('TIMEOUT');
      expect(error.message).toBe('Search timed out. The food database is slow to respond. Please try again.');
    } finally {
      vi.useRealTimers();
    }
  });

  it('waits exactly 10 seconds by default', async () => {
    vi.useFakeTimers();
    try {
      let settled = false;
      const pending = failureOf(searchFood('banana', 'en', { fetch: hanging })).finally(() => (settled = true));
      await vi.advanceTimersByTimeAsync(9_999);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await pending;
      expect(settled).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('reports the server time-out warning as the time-out message', async () => {
    const fetch = answering(json({ ok: true, results: [], source: 'open-food-facts', warning: 'TIMEOUT' }));
    expect((await failureOf(searchFood('slowfood', 'en', { fetch }))).code).toBe('TIMEOUT');
  });

  it('reports a request that never reaches the server as a network error', async () => {
    const fetch = vi.fn<FetchFunction>(async () => {
      throw new TypeError('Failed to fetch');
    });
    const error = await failureOf(searchFood('banana', 'en', { fetch }));
    expect(error.code).toBe('NETWORK');
    expect(error.message).toBe(FOOD_LOOKUP_MESSAGES.NETWORK);
  });

  it('reports a rate-limited server as such', async () => {
    const fetch = answering(json({ ok: true, results: [], warning: 'RATE_LIMITED' }));
    expect((await failureOf(searchFood('x', 'en', { fetch }))).code).toBe('RATE_LIMITED');
  });

  it('reports an upstream failure, a 5xx and an unreadable body as the generic error', async () => {
    const cases = [
      json({ ok: true, results: [], warning: 'UPSTREAM_ERROR' }),
      json({ ok: false, error: 'BOOM' }, 502),
      new Response('<html>not json</html>', { status: 200 }),
      json({ results: 'not a list' }),
    ];
    for (const response of cases) {
      const error = await failureOf(searchFood('banana', 'en', { fetch: answering(response) }));
      expect(error.code).toBe('GENERIC');
      expect(error.message).toBe('Error searching for food. Please try again.');
    }
  });

  it('treats a 4xx or ok:false answer as no results', async () => {
    const badRequest = json({ ok: false, error: 'INVALID_REQUEST', message: 'query must be at most 100 characters' }, 400);
    expect(await searchFood('banana', 'en', { fetch: answering(badRequest) })).toEqual([]);
  });

  it('gives an empty list, not an error, when nothing was found', async () => {
    expect(await searchFood('nothingfound', 'en', { fetch: answering(json({ ok: true, results: [] })) })).toEqual([]);
  });

  it('rethrows the caller’s own abort untouched', async () => {
    const controller = new AbortController();
    const reason = new Error('a newer search started');
    const pending = searchFood('banana', 'en', { fetch: hanging, signal: controller.signal });
    controller.abort(reason);
    await expect(pending).rejects.toBe(reason);
  });
});
