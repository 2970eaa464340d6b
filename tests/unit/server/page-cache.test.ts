/**
 * Static pages' CSP and compressed bytes (lib/server/page-cache): made once per page bytes,
 * encoding and frame policy, whatever address asked; made again when the bytes change; never more
 * bytes kept than the bound, least recently used out first; a failed compression not kept. And
 * which of Next's answers count as static.
 */
import { describe, expect, it } from 'vitest';
import { preferredEncoding } from '@/lib/server/accept-encoding';
import { createPageCache, isStaticPage, type PageParts } from '@/lib/server/page-cache';

const page = (text: string) => Buffer.from(`<html>${text}</html>`);

/** A maker that counts its calls and "compresses" to half the page. */
function maker() {
  const made: string[] = [];
  const make =
    (body: Buffer, csp = 'csp') =>
    (): PageParts => {
      made.push(body.toString());
      return { csp, payload: Promise.resolve(body.subarray(0, body.length / 2)), encoding: 'br' };
    };
  return { made, make };
}

describe('createPageCache', () => {
  it('makes a page’s parts once, then answers the same bytes from memory', async () => {
    const cache = createPageCache(1_000_000);
    const { made, make } = maker();
    const first = cache.partsOf(page('a'), 'br', 'own', make(page('a')));
    const again = cache.partsOf(page('a'), 'br', 'own', make(page('a')));
    expect(made).toHaveLength(1);
    expect(again.csp).toBe(first.csp);
    expect(await again.payload).toEqual(await first.payload);
  });

  it('keeps each encoding and each frame policy of a page apart', () => {
    const { made, make } = maker();
    const cache = createPageCache(1_000_000);
    cache.partsOf(page('a'), 'br', 'own', make(page('a')));
    cache.partsOf(page('a'), 'gzip', 'own', make(page('a')));
    cache.partsOf(page('a'), undefined, 'own', make(page('a')));
    cache.partsOf(page('a'), 'br', 'framable', make(page('a')));
    expect(made).toHaveLength(4);
  });

  it('keys on the page’s bytes alone: new bytes get new parts, the same bytes share them', () => {
    const { made, make } = maker();
    const cache = createPageCache(1_000_000);
    cache.partsOf(page('old'), 'br', 'own', make(page('old'), 'old csp'));
    const fresh = cache.partsOf(page('new'), 'br', 'own', make(page('new'), 'new csp'));
    expect(fresh.csp).toBe('new csp');
    expect(cache.partsOf(page('new'), 'br', 'own', make(page('new'))).csp).toBe('new csp');
    expect(made).toEqual(['<html>old</html>', '<html>new</html>']);
  });

  it('keeps no more bytes than its bound, dropping the least recently used page first', async () => {
    const { made, make } = maker();
    const body = (name: string) => page(name.repeat(100));
    // Room for two pages' compressed halves and CSPs, not three.
    const cache = createPageCache(2 * 60 + 10);
    for (const name of ['a', 'b']) await cache.partsOf(body(name), 'br', 'own', make(body(name))).payload;
    await new Promise((resolve) => setImmediate(resolve));
    await cache.partsOf(body('a'), 'br', 'own', make(body('a'))).payload;
    await cache.partsOf(body('c'), 'br', 'own', make(body('c'))).payload;
    await new Promise((resolve) => setImmediate(resolve));
    made.length = 0;
    cache.partsOf(body('a'), 'br', 'own', make(body('a')));
    cache.partsOf(body('c'), 'br', 'own', make(body('c')));
    expect(made).toEqual([]);
    cache.partsOf(body('b'), 'br', 'own', make(body('b')));
    expect(made).toEqual([body('b').toString()]);
  });

  it('does not keep a compression that failed', async () => {
    const cache = createPageCache(1_000_000);
    let calls = 0;
    const failing = (): PageParts => {
      calls += 1;
      return { csp: 'csp', payload: Promise.reject(new Error('zlib')), encoding: 'br' };
    };
    await cache.partsOf(page('a'), 'br', 'own', failing).payload.catch(() => undefined);
    await new Promise((resolve) => setImmediate(resolve));
    await cache.partsOf(page('a'), 'br', 'own', failing).payload.catch(() => undefined);
    expect(calls).toBe(2);
  });
});

describe('isStaticPage', () => {
  const headers = (fields: Record<string, string>) => (name: string) => fields[name];

  it('is true for what Next serves from its prerender cache or lets shared caches keep', () => {
    expect(isStaticPage(200, headers({ 'x-nextjs-cache': 'HIT', 'cache-control': 's-maxage=31536000' }))).toBe(true);
    expect(isStaticPage(200, headers({ 'x-nextjs-prerender': '1' }))).toBe(true);
    expect(isStaticPage(200, headers({ 'cache-control': 's-maxage=3600, stale-while-revalidate' }))).toBe(true);
  });

  it('is false for pages rendered for one request, private answers and anything but 200', () => {
    expect(isStaticPage(200, headers({ 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' }))).toBe(false);
    expect(isStaticPage(200, headers({}))).toBe(false);
    expect(isStaticPage(200, headers({ 'x-nextjs-cache': 'HIT', 'cache-control': 'private, s-maxage=60' }))).toBe(false);
    expect(isStaticPage(404, headers({ 'x-nextjs-cache': 'HIT' }))).toBe(false);
  });
});

describe('preferredEncoding', () => {
  it('prefers brotli, then gzip, and refuses what q=0 refuses', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip, deflate')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(preferredEncoding('br;q=0.0, gzip;q=0')).toBeUndefined();
    expect(preferredEncoding(['deflate', 'BR'])).toBe('br');
    expect(preferredEncoding(undefined)).toBeUndefined();
    expect(preferredEncoding('brotli, identity')).toBeUndefined();
  });
});
