/**
 * Static pages' CSP and compressed bytes (lib/server/page-cache): made once per page, build and
 * encoding; made again when the page's bytes change (a page Next renders anew); never more bytes
 * kept than the bound, least recently used out first; a failed compression not kept. And which of
 * Next's answers count as static.
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
    const cache = createPageCache('build-1', 1_000_000);
    const { made, make } = maker();
    const first = cache.partsOf('/a', 'br', page('a'), make(page('a')));
    const again = cache.partsOf('/a', 'br', page('a'), make(page('a')));
    expect(made).toHaveLength(1);
    expect(again.csp).toBe(first.csp);
    expect(await again.payload).toEqual(await first.payload);
  });

  it('keeps each encoding of a page apart, and each build', () => {
    const { made, make } = maker();
    const cache = createPageCache('build-1', 1_000_000);
    cache.partsOf('/a', 'br', page('a'), make(page('a')));
    cache.partsOf('/a', 'gzip', page('a'), make(page('a')));
    cache.partsOf('/a', undefined, page('a'), make(page('a')));
    createPageCache('build-2', 1_000_000).partsOf('/a', 'br', page('a'), make(page('a')));
    expect(made).toHaveLength(4);
  });

  it('makes the parts again when the page’s bytes are not the ones kept', () => {
    const { made, make } = maker();
    const cache = createPageCache('build-1', 1_000_000);
    cache.partsOf('/a', 'br', page('old'), make(page('old'), 'old csp'));
    const fresh = cache.partsOf('/a', 'br', page('new'), make(page('new'), 'new csp'));
    expect(fresh.csp).toBe('new csp');
    expect(cache.partsOf('/a', 'br', page('new'), make(page('new'))).csp).toBe('new csp');
    expect(made).toEqual(['<html>old</html>', '<html>new</html>']);
  });

  it('keeps no more bytes than its bound, dropping the least recently used page first', async () => {
    const { made, make } = maker();
    const body = (name: string) => page(name.repeat(100));
    // Room for two pages and their compressed halves, not three.
    const cache = createPageCache('build-1', 2 * 200);
    for (const name of ['a', 'b']) await cache.partsOf(`/${name}`, 'br', body(name), make(body(name))).payload;
    await cache.partsOf('/a', 'br', body('a'), make(body('a'))).payload;
    await cache.partsOf('/c', 'br', body('c'), make(body('c'))).payload;
    await new Promise((resolve) => setImmediate(resolve));
    made.length = 0;
    cache.partsOf('/a', 'br', body('a'), make(body('a')));
    cache.partsOf('/c', 'br', body('c'), make(body('c')));
    expect(made).toEqual([]);
    cache.partsOf('/b', 'br', body('b'), make(body('b')));
    expect(made).toEqual([body('b').toString()]);
  });

  it('does not keep a compression that failed', async () => {
    const cache = createPageCache('build-1', 1_000_000);
    let calls = 0;
    const failing = (): PageParts => {
      calls += 1;
      return { csp: 'csp', payload: Promise.reject(new Error('zlib')), encoding: 'br' };
    };
    await cache.partsOf('/a', 'br', page('a'), failing).payload.catch(() => undefined);
    await new Promise((resolve) => setImmediate(resolve));
    await cache.partsOf('/a', 'br', page('a'), failing).payload.catch(() => undefined);
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
