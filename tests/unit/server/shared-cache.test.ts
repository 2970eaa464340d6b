import { describe, expect, it } from 'vitest';
import { SharedCache } from '@/lib/server/shared-cache';

/** Without Redis, the memory in front answers alone, as on a server without REDIS_URL. */
function memoryOnly(maxEntries: number, ttlMs: number, clock = { now: 1_000_000 }) {
  return new SharedCache<string[]>({ redis: undefined, prefix: 'test:', maxEntries, ttlMs, accept: Array.isArray, now: () => clock.now });
}

describe('a shared cache without Redis', () => {
  it('answers a stored value, including an empty list (a cached miss)', async () => {
    const cache = memoryOnly(10, 1_000);
    await cache.set('en:stubtella', ['Stubtella']);
    await cache.set('en:nothingfound', []);
    expect(await cache.get('en:stubtella')).toEqual(['Stubtella']);
    expect(await cache.get('en:nothingfound')).toEqual([]);
    expect(await cache.get('en:unknown')).toBeUndefined();
  });

  it('forgets an entry once its time-to-live has passed, and keeps none given no time to live', async () => {
    const clock = { now: 1_000_000 };
    const cache = memoryOnly(10, 1_000, clock);
    await cache.set('k', ['v']);
    await cache.set('gone', ['v'], 0);
    clock.now += 1_000;
    expect(await cache.get('k')).toEqual(['v']);
    expect(await cache.get('gone')).toBeUndefined();
    clock.now += 1;
    expect(await cache.get('k')).toBeUndefined();
  });

  it('never keeps an entry longer than its own time-to-live', async () => {
    const clock = { now: 1_000_000 };
    const cache = memoryOnly(10, 1_000, clock);
    await cache.set('k', ['v'], 60_000);
    clock.now += 1_001;
    expect(await cache.get('k')).toBeUndefined();
  });

  it('evicts the least recently used entry beyond its size cap', async () => {
    const cache = memoryOnly(2, 60_000);
    await cache.set('a', ['a']);
    await cache.set('b', ['b']);
    await cache.get('a'); // "a" is now the most recently used
    await cache.set('c', ['c']);
    expect(await cache.get('b')).toBeUndefined();
    expect(await cache.get('a')).toEqual(['a']);
    expect(await cache.get('c')).toEqual(['c']);
  });
});
