import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import { logger } from '@/lib/server/log';
import { redisReady } from '@/lib/server/redis';
import { decodeEntry, encodeEntry } from './codec';

/** The part of Next's cache handler interface (next.config `cacheHandler`) this cache serves. */
export interface PageCache {
  get(key: string, ctx?: unknown): Promise<unknown>;
  set(key: string, data: unknown, ctx?: { readonly cacheControl?: unknown; readonly tags?: readonly string[] }): Promise<void>;
  revalidateTag(...args: unknown[]): Promise<void>;
  resetRequestCache?(): void;
}

/** How long a rendered page stays in Redis: a deployment's pages expire once it is replaced. */
export const PAGE_TTL_SECONDS = 7 * 24 * 60 * 60;

/** What one process keeps in its memory: enough for the popular pages, never the whole site. */
const MEMORY_LIMITS = { entries: 2_000, bytes: 256 * 1024 * 1024 } as const;

/** What is stored under a key: Next's entry, when it was made and how long it lives. */
interface StoredEntry {
  readonly value: unknown;
  readonly lastModified: number;
  readonly cacheControl?: unknown;
}

/**
 * Whether Next's entry is worth keeping: a page or route answered with success. A 404 (an unknown
 * address, a made-up locale) is rendered for the one request and never kept, so requests that
 * invent addresses cannot fill the cache.
 */
function isKeepable(data: unknown): boolean {
  if (data === null || typeof data !== 'object') return false;
  const status = (data as { status?: unknown }).status;
  return status === undefined || (typeof status === 'number' && status < 400);
}

/** The bytes an entry holds: its strings and buffers (Next's HTML, RSC payload and segments). */
function entryBytes(value: unknown, depth = 0): number {
  if (typeof value === 'string') return value.length;
  if (Buffer.isBuffer(value) || value instanceof Uint8Array) return value.byteLength;
  if (value === null || typeof value !== 'object' || depth > 4) return 8;
  const children = value instanceof Map ? [...value.values()] : Object.values(value);
  return children.reduce<number>((sum, child) => sum + entryBytes(child, depth + 1), 16);
}

type PageMemory = LRUCache<string, StoredEntry>;

function createMemory(limits: { readonly entries: number; readonly bytes: number }): PageMemory {
  return new LRUCache<string, StoredEntry>({
    max: limits.entries,
    maxSize: limits.bytes,
    sizeCalculation: (entry) => Math.max(1, entryBytes(entry.value)),
  });
}

// Next makes a cache handler per request: the pages it keeps live once per process, on globalThis.
const MEMORY = Symbol.for('unitly.next-cache.memory');
type WithMemory = typeof globalThis & { [MEMORY]?: PageMemory };

function processMemory(): PageMemory {
  const holder = globalThis as WithMemory;
  holder[MEMORY] ??= createMemory(MEMORY_LIMITS);
  return holder[MEMORY];
}

export interface OwnPageCacheOptions {
  /** The Redis shared by every process (PAGE_CACHE_REDIS_URL), if any. */
  readonly redis: () => Redis | undefined;
  /** Next's file system cache: the pages pre-rendered at build, read and never written. */
  readonly files: PageCache;
  /** The Redis keys' prefix, with the build id: another build's pages name other scripts. */
  readonly prefix: string;
  /** Bounds of a memory of its own (tests); without them, the process's one memory (MEMORY_LIMITS). */
  readonly limits?: { readonly entries: number; readonly bytes: number };
}

/**
 * The project's cache handler for Next: pages rendered on demand are kept in this process's memory
 * (bounded in entries and bytes, least recently used out first) and, with PAGE_CACHE_REDIS_URL, in
 * Redis under their own prefix with a TTL, so one process renders a page for all. Nothing is ever
 * written to disk: what was pre-rendered at build is read from Next's files. Redis is only a place
 * to share: while it is unreachable (or slow past the client's command timeout) a page is rendered
 * again, never answered with an error. Tag revalidation stays the files' cache's: the site's pages
 * carry no tags.
 */
export class OwnPageCache implements PageCache {
  private readonly memory: PageMemory;

  constructor(private readonly options: OwnPageCacheOptions) {
    this.memory = options.limits === undefined ? processMemory() : createMemory(options.limits);
  }

  async get(key: string, ctx?: unknown): Promise<unknown> {
    const kept = this.memory.get(key);
    if (kept !== undefined) return kept;
    const client = this.options.redis();
    if (redisReady(client)) {
      try {
        const text = await client.get(this.options.prefix + key);
        if (text !== null) {
          const entry = decodeEntry(text) as StoredEntry;
          this.memory.set(key, entry);
          return entry;
        }
      } catch (error) {
        logger.debug({ event: 'page_cache_unavailable', key, err: (error as Error).message }, 'Shared page cache unavailable');
      }
    }
    return this.options.files.get(key, ctx);
  }

  async set(key: string, data: unknown, ctx?: { readonly cacheControl?: unknown; readonly tags?: readonly string[] }): Promise<void> {
    if (!isKeepable(data)) {
      this.memory.delete(key);
      return;
    }
    const entry: StoredEntry = { value: data, lastModified: Date.now(), cacheControl: ctx?.cacheControl };
    this.memory.set(key, entry);
    const client = this.options.redis();
    if (!redisReady(client)) return;
    try {
      await client.set(this.options.prefix + key, encodeEntry(entry), 'EX', PAGE_TTL_SECONDS);
    } catch (error) {
      logger.debug({ event: 'page_cache_unavailable', key, err: (error as Error).message }, 'Shared page cache unavailable');
    }
  }

  revalidateTag(...args: unknown[]): Promise<void> {
    return this.options.files.revalidateTag(...args);
  }

  resetRequestCache(): void {
    this.options.files.resetRequestCache?.();
  }

  /** Entries and bytes held in memory now (for tests and the crawl figures). */
  held(): { readonly entries: number; readonly bytes: number } {
    return { entries: this.memory.size, bytes: this.memory.calculatedSize };
  }
}
