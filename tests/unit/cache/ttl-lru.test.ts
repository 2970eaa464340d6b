import { describe, expect, it } from 'vitest';
import { TtlLruCache } from '@/lib/cache/ttl-lru';

function cacheWithClock(maxEntries: number, ttlMs: number) {
  const clock = { now: 1_000 };
  const cache = new TtlLruCache<string[]>({ maxEntries, ttlMs, now: () => clock.now });
  return { cache, clock };
}

describe('TtlLruCache', () => {
  it('answers a stored value, including an empty list (a cached miss)', () => {
    const { cache } = cacheWithClock(10, 1_000);
    cache.set('en:stubtella', ['Stubtella']);
    cache.set('en:nothingfound', []);
    expect(cache.get('en:stubtella')).toEqual(['Stubtella']);
    expect(cache.get('en:nothingfound')).toEqual([]);
    expect(cache.has('en:nothingfound')).toBe(true);
    expect(cache.get('en:unknown')).toBeUndefined();
  });

  it('forgets an entry once its time-to-live has passed', () => {
    const { cache, clock } = cacheWithClock(10, 1_000);
    cache.set('k', ['v']);
    clock.now += 999;
    expect(cache.get('k')).toEqual(['v']);
    clock.now += 1;
    expect(cache.get('k')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('evicts the least recently used entry beyond its size cap', () => {
    const { cache } = cacheWithClock(2, 60_000);
    cache.set('a', ['a']);
    cache.set('b', ['b']);
    cache.get('a'); // "a" is now the most recently used
    cache.set('c', ['c']);
    expect(cache.size).toBe(2);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toEqual(['a']);
    expect(cache.get('c')).toEqual(['c']);
  });

  it('restarts the time-to-live when a key is stored again', () => {
    const { cache, clock } = cacheWithClock(10, 1_000);
    cache.set('k', ['old']);
    clock.now += 900;
    cache.set('k', ['new']);
    clock.now += 900;
    expect(cache.get('k')).toEqual(['new']);
  });

  it('refuses a size below 1 or a non-positive time-to-live', () => {
    expect(() => new TtlLruCache({ maxEntries: 0, ttlMs: 1 })).toThrow(RangeError);
    expect(() => new TtlLruCache({ maxEntries: 1, ttlMs: 0 })).toThrow(RangeError);
  });
});
