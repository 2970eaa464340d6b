import { afterEach, describe, expect, it, vi } from 'vitest';
import { FetchError, fetchJson } from '@/lib/fetch/fetch-json';

afterEach(() => vi.unstubAllGlobals());

describe('fetchJson', () => {
  it('parses a successful JSON body and sends credentials', async () => {
    const fetchMock = vi.fn(async () => new Response('{"a":1}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(fetchJson('/api/x')).resolves.toEqual({ a: 1 });
    expect(fetchMock).toHaveBeenCalledWith('/api/x', { credentials: 'include' });
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
