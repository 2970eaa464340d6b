import { describe, expect, it, vi } from 'vitest';
import type { Redis } from 'ioredis';
import { decodeEntry, encodeEntry } from '@/lib/server/next-cache/codec';
import { OwnPageCache, PAGE_TTL_SECONDS, type PageCache } from '@/lib/server/next-cache/handler';

const page = {
  kind: 'APP_PAGE',
  html: '<h1>x</h1>',
  rscData: Buffer.from([0, 1, 2, 255]),
  segmentData: new Map([['/_tree', Buffer.from('tree')]]),
  status: 200,
};

function fakeRedis(store: Map<string, string>, fail = false): Redis {
  return {
    status: 'ready',
    get: vi.fn(async (key: string) => {
      if (fail) throw new Error('Command timed out');
      return store.get(key) ?? null;
    }),
    set: vi.fn(async (key: string, value: string) => {
      if (fail) throw new Error('Command timed out');
      store.set(key, value);
      return 'OK';
    }),
  } as unknown as Redis;
}

function fakeFiles(): PageCache & { entries: Map<string, unknown> } {
  const entries = new Map<string, unknown>();
  return {
    entries,
    get: vi.fn(async (key: string) => entries.get(key) ?? null),
    set: vi.fn(async (key: string, data: unknown) => void entries.set(key, { value: data })),
    revalidateTag: vi.fn(async () => undefined),
  };
}

describe('the page cache codec', () => {
  it('gives back buffers and maps as they were', () => {
    const back = decodeEntry(encodeEntry({ value: page })) as { value: typeof page };
    expect(Buffer.isBuffer(back.value.rscData)).toBe(true);
    expect(back.value.rscData.equals(page.rscData)).toBe(true);
    expect(back.value.segmentData.get('/_tree')!.toString()).toBe('tree');
    expect(back.value.html).toBe(page.html);
  });
});

const notFoundPage = { ...page, status: 404 };

function cache(options: { redis?: () => Redis | undefined; files?: PageCache; limits?: { entries: number; bytes: number } } = {}) {
  return new OwnPageCache({
    redis: options.redis ?? (() => undefined),
    files: options.files ?? fakeFiles(),
    prefix: 'p:',
    limits: options.limits ?? { entries: 100, bytes: 1_000_000 },
  });
}

describe('OwnPageCache', () => {
  it('stores a page where every process finds it, under its prefix and with its lifetime', async () => {
    const store = new Map<string, string>();
    const redis = fakeRedis(store);
    const files = fakeFiles();
    await cache({ redis: () => redis, files }).set('/de/convert/length/yards-to-mm', page, { cacheControl: { revalidate: false } });
    const found = (await cache({ redis: () => fakeRedis(store) }).get('/de/convert/length/yards-to-mm')) as {
      value: typeof page;
      cacheControl: unknown;
      lastModified: number;
    };
    expect(found.value.html).toBe(page.html);
    expect(found.cacheControl).toEqual({ revalidate: false });
    expect(found.lastModified).toBeGreaterThan(0);
    expect(redis.set).toHaveBeenCalledWith('p:/de/convert/length/yards-to-mm', expect.any(String), 'EX', PAGE_TTL_SECONDS);
    expect(files.entries.size).toBe(0);
  });

  it('keeps a page in memory without Redis, or when Redis fails, and never writes the files', async () => {
    for (const redis of [() => undefined, () => fakeRedis(new Map(), true)]) {
      const files = fakeFiles();
      const own = cache({ redis, files });
      await own.set('/a', page);
      expect(files.set).not.toHaveBeenCalled();
      expect(((await own.get('/a')) as { value: unknown }).value).toEqual(page);
      expect(await own.get('/b')).toBeNull();
    }
  });

  it('reads what was pre-rendered at build from the files', async () => {
    const files = fakeFiles();
    files.entries.set('/de/about', { value: page });
    expect(await cache({ files }).get('/de/about')).toEqual({ value: page });
  });

  it('never keeps a 404, in memory or in Redis: made-up addresses store nothing', async () => {
    const store = new Map<string, string>();
    const files = fakeFiles();
    const own = cache({ redis: () => fakeRedis(store), files });
    for (let index = 0; index < 60; index += 1) await own.set(`/en/category/made-up-${index}`, notFoundPage);
    expect(store.size).toBe(0);
    expect(files.set).not.toHaveBeenCalled();
    expect(own.held()).toEqual({ entries: 0, bytes: 0 });
  });

  it('holds no more entries and bytes than its bounds, the least recently used going first', async () => {
    const bytes = 3 * 1_000;
    const own = cache({ limits: { entries: 100, bytes } });
    const big = (name: string) => ({ ...page, html: name.repeat(900) });
    await own.set('/a', big('a'));
    await own.set('/b', big('b'));
    await own.set('/c', big('c'));
    await own.get('/a');
    await own.set('/d', big('d'));
    expect(own.held().bytes).toBeLessThanOrEqual(bytes);
    expect(await own.get('/b')).toBeNull();
    expect(await own.get('/a')).not.toBeNull();
    const few = cache({ limits: { entries: 2, bytes: 1_000_000 } });
    for (const key of ['/a', '/b', '/c']) await few.set(key, page);
    expect(few.held().entries).toBe(2);
  });
});
