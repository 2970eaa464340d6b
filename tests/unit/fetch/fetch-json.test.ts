import { afterEach, describe, expect, it, vi } from 'vitest';
import { FetchError, fetchJson, requestJson, type FetchFunction } from '@/lib/fetch/fetch-json';

const URL = 'https://feed.test/answer.json';

function answering(body: string, status = 200): FetchFunction {
  return vi.fn<FetchFunction>(async () => new Response(body, { status }));
}

/** Never answers; rejects as fetch does when its signal aborts. */
const hanging: FetchFunction = (_input, init) =>
  new Promise((_resolve, reject) => {
    init?.signal?.addEventListener('abort', () => reject(init.signal?.reason), { once: true });
  });

/** Sends headers at once, then a body that never ends. */
const stallingBody: FetchFunction = async (_input, init) => {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode('{"rates":'));
      init?.signal?.addEventListener('abort', () => controller.error(init.signal?.reason), { once: true });
    },
  });
  return new Response(body, { status: 200 });
};

describe('requestJson', () => {
  it('answers the parsed body of a 2xx answer, unchecked', async () => {
    const outcome = await requestJson(URL, { timeoutMs: 1000, fetch: answering('{"ok":true,"n":1}') });
    expect(outcome).toEqual({ ok: true, status: 200, body: { ok: true, n: 1 } });
  });

  it('sends a JSON body by POST with its content type', async () => {
    const fetch = answering('{}');
    await requestJson(URL, { timeoutMs: 1000, fetch, method: 'POST', json: { query: 'banana' } });
    const init = vi.mocked(fetch).mock.calls[0]![1]!;
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"query":"banana"}');
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/json', Accept: 'application/json' });
  });

  it("reports a non-2xx status as HTTP_STATUS with the status and the body's text", async () => {
    expect(await requestJson(URL, { timeoutMs: 1000, fetch: answering('nope', 503) })).toEqual({
      ok: false,
      kind: 'HTTP_STATUS',
      status: 503,
      cause: 'nope',
    });
  });

  it('reports a body that is not JSON as MALFORMED_JSON', async () => {
    const outcome = await requestJson(URL, { timeoutMs: 1000, fetch: answering('{"rates":') });
    expect(outcome).toMatchObject({ ok: false, kind: 'MALFORMED_JSON' });
  });

  it('reports a request that never reached a server as NETWORK', async () => {
    const fetch = vi.fn<FetchFunction>(async () => {
      throw new TypeError('fetch failed');
    });
    expect(await requestJson(URL, { timeoutMs: 1000, fetch })).toMatchObject({ ok: false, kind: 'NETWORK' });
  });

  it('gives up after the time-out, whether the headers or the body are late', async () => {
    vi.useFakeTimers();
    try {
      for (const fetch of [hanging, stallingBody]) {
        const pending = requestJson(URL, { timeoutMs: 5000, fetch });
        await vi.advanceTimersByTimeAsync(5000);
        expect(await pending).toMatchObject({ ok: false, kind: 'TIMEOUT' });
      }
    } finally {
      vi.useRealTimers();
    }
  });

  it("reports the caller's cancellation as ABORTED with its reason, before or during the request", async () => {
    const reason = new Error('a newer search');
    const before = new AbortController();
    before.abort(reason);
    expect(await requestJson(URL, { timeoutMs: 1000, fetch: hanging, signal: before.signal })).toEqual({
      ok: false,
      kind: 'ABORTED',
      cause: reason,
    });

    const during = new AbortController();
    const pending = requestJson(URL, { timeoutMs: 60_000, fetch: hanging, signal: during.signal });
    during.abort(reason);
    expect(await pending).toEqual({ ok: false, kind: 'ABORTED', cause: reason });
  });
});

describe('fetchJson, the fetcher of swr queries', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('parses a successful JSON body and sends credentials', async () => {
    const fetchMock = vi.fn<FetchFunction>(async () => new Response('{"a":1}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(fetchJson('/api/x')).resolves.toEqual({ a: 1 });
    expect(fetchMock).toHaveBeenCalledWith('/api/x', expect.objectContaining({ method: 'GET', credentials: 'include' }));
  });

  it('raises "{status}: {body}" for a non-OK answer', async () => {
    vi.stubGlobal('fetch', async () => new Response('rate limited', { status: 429 }));
    const error = await fetchJson('/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FetchError);
    expect((error as FetchError).message).toBe('429: rate limited');
    expect((error as FetchError).status).toBe(429);
  });

  it('falls back to the status text when the body is empty', async () => {
    vi.stubGlobal('fetch', async () => new Response(null, { status: 401, statusText: 'Unauthorized' }));
    await expect(fetchJson('/api/x')).rejects.toThrow('401: Unauthorized');
  });
});
