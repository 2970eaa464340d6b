import { describe, expect, it, vi } from 'vitest';
import type { Redis } from 'ioredis';
import { decodeEntry, encodeEntry } from '@/lib/server/next-cache/codec';
import { RedisPageCache, type PageCache } from '@/lib/server/next-cache/handler';

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

describe('RedisPageCache', () => {
  it('stores a page where every process finds it, with its lifetime', async () => {
    const store = new Map<string, string>();
    const files = fakeFiles();
    const one = new RedisPageCache(() => fakeRedis(store), files, 'p:');
    const other = new RedisPageCache(() => fakeRedis(store), fakeFiles(), 'p:');
    await one.set('/de/convert/length/yards-to-mm', page, { cacheControl: { revalidate: false } });
    const found = (await other.get('/de/convert/length/yards-to-mm')) as {
      value: typeof page;
      cacheControl: unknown;
      lastModified: number;
    };
    expect(found.value.html).toBe(page.html);
    expect(found.cacheControl).toEqual({ revalidate: false });
    expect(found.lastModified).toBeGreaterThan(0);
    expect(files.entries.size).toBe(0);
  });

  it('falls back to the file system cache without Redis, or when Redis fails', async () => {
    for (const redis of [() => undefined, () => fakeRedis(new Map(), true)]) {
      const files = fakeFiles();
      const cache = new RedisPageCache(redis, files, 'p:');
      await cache.set('/a', page);
      expect(files.entries.has('/a')).toBe(true);
      expect(await cache.get('/a')).toEqual({ value: page });
      expect(await cache.get('/b')).toBeNull();
    }
  });
});
