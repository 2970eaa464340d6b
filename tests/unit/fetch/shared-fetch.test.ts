import { describe, expect, it, vi } from 'vitest';
import { createFetchCache, FIRST_LOAD, type Fetcher } from '@/lib/fetch/shared-fetch';

const URL = '/api/currency-rates';

/** A fetcher whose answers the test gives out one by one, in order. */
function heldFetcher<T>() {
  const pending: { resolve: (value: T) => void; reject: (reason: unknown) => void }[] = [];
  const fetcher = vi.fn<Fetcher<T>>(() => new Promise<T>((resolve, reject) => pending.push({ resolve, reject })));
  return {
    fetcher,
    answer: (value: T) => pending.shift()!.resolve(value),
    fail: (reason: unknown) => pending.shift()!.reject(reason),
  };
}

/** Lets the cache's promise callbacks run. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the shared fetch cache', () => {
  it('sends one request for an address that several components watch at the same time, and tells each of them the answer', async () => {
    const cache = createFetchCache();
    const { fetcher, answer } = heldFetcher<string>();
    const heard = [vi.fn(), vi.fn(), vi.fn()];
    for (const listener of heard) cache.watch(URL, fetcher, listener);
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(fetcher).toHaveBeenCalledWith(URL);
    expect(cache.read(URL)).toEqual({ data: undefined, error: undefined, isLoading: true });

    answer('rates');
    await settled();
    expect(cache.read(URL)).toEqual({ data: 'rates', error: undefined, isLoading: false });
    for (const listener of heard) expect(listener).toHaveBeenCalledTimes(1);
  });

  it('gives a component that arrives after the answer that same answer without asking again', async () => {
    const cache = createFetchCache();
    const { fetcher, answer } = heldFetcher<string>();
    cache.watch(URL, fetcher, () => {});
    answer('rates');
    await settled();
    const stop = cache.watch(URL, fetcher, () => {});
    stop();
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(cache.read(URL).data).toBe('rates');
  });

  it('shares one request between loads made while it is on its way', async () => {
    const cache = createFetchCache();
    const { fetcher, answer } = heldFetcher<number>();
    const first = cache.load(URL, fetcher);
    const second = cache.load(URL, fetcher);
    answer(7);
    expect(await first).toEqual({ data: 7, error: undefined, isLoading: false });
    expect(await second).toBe(await first);
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('keeps the last good answer when a later attempt fails, and reports the failure beside it', async () => {
    const cache = createFetchCache();
    const { fetcher, answer, fail } = heldFetcher<string>();
    const first = cache.load(URL, fetcher);
    answer('monday');
    await first;
    const second = cache.load(URL, fetcher);
    expect(cache.read(URL).isLoading).toBe(false);
    fail(new Error('502: down'));
    expect(await second).toEqual({ data: 'monday', error: new Error('502: down'), isLoading: false });
  });

  it('reports a failure as an Error, whatever the fetcher threw, and even when it threw before returning a promise', async () => {
    const cache = createFetchCache();
    expect((await cache.load(URL, () => Promise.reject('offline'))).error).toEqual(new Error('offline'));
    const throwing: Fetcher<string> = () => {
      throw new TypeError('bad address');
    };
    expect((await cache.load('/api/status', throwing)).error).toBeInstanceOf(TypeError);
  });

  it('leaves a failure to the components showing it, and lets the next component to arrive ask again', async () => {
    const cache = createFetchCache();
    const { fetcher, answer, fail } = heldFetcher<string>();
    const stopFirst = cache.watch(URL, fetcher, () => {});
    fail(new Error('offline'));
    await settled();
    expect(cache.read(URL)).toEqual({ data: undefined, error: new Error('offline'), isLoading: false });

    // Another component of the same page mounting while the first shows the failure: no new request.
    const stopSecond = cache.watch(URL, fetcher, () => {});
    expect(fetcher).toHaveBeenCalledTimes(1);

    // Once nobody shows it, the next component to arrive asks again; a success clears the failure.
    stopFirst();
    stopSecond();
    cache.watch(URL, fetcher, () => {});
    expect(fetcher).toHaveBeenCalledTimes(2);
    expect(cache.read(URL)).toEqual({ data: undefined, error: new Error('offline'), isLoading: true });
    answer('rates');
    await settled();
    expect(cache.read(URL)).toEqual({ data: 'rates', error: undefined, isLoading: false });
  });

  it('stops telling a component once it stops watching, and keeps addresses apart', async () => {
    const cache = createFetchCache();
    const rates = heldFetcher<string>();
    const status = heldFetcher<{ enabled: boolean }>();
    const listener = vi.fn();
    const stop = cache.watch(URL, rates.fetcher, listener);
    cache.watch('/api/status', status.fetcher, () => {});
    stop();
    rates.answer('rates');
    await settled();
    expect(listener).not.toHaveBeenCalled();
    expect(cache.read('/api/status')).toBe(FIRST_LOAD);
    status.answer({ enabled: false });
    await settled();
    expect(cache.read('/api/status').data).toEqual({ enabled: false });
  });
});
