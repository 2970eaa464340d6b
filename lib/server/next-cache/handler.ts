import type { Redis } from 'ioredis';
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
export const PAGE_TTL_SECONDS = 30 * 24 * 60 * 60;

/** What is stored under a key: Next's entry, when it was made and how long it lives. */
interface StoredEntry {
  readonly value: unknown;
  readonly lastModified: number;
  readonly cacheControl?: unknown;
}

/**
 * Rendered pages and their data in Redis, shared by every process of a deployment: a page rendered
 * by one is served by the others. Keys carry the build id, since another build's pages name other
 * scripts. Redis is only a place to share: while it is unreachable (or slow past the client's
 * command timeout) every call goes to `fallback`, Next's own file system cache, so the worst an
 * outage costs is a render, never an error page. Tag revalidation stays the fallback's: the site's
 * pages are static and carry no tags.
 */
export class RedisPageCache implements PageCache {
  constructor(
    private readonly redis: () => Redis | undefined,
    private readonly fallback: PageCache,
    private readonly prefix: string,
  ) {}

  async get(key: string, ctx?: unknown): Promise<unknown> {
    const client = this.redis();
    if (redisReady(client)) {
      try {
        const text = await client.get(this.prefix + key);
        if (text !== null) {
          logger.debug({ event: 'page_cache_hit', key }, 'Page served from the shared cache');
          return decodeEntry(text) as StoredEntry;
        }
      } catch (error) {
        logger.debug({ event: 'page_cache_unavailable', key, err: (error as Error).message }, 'Shared page cache unavailable');
      }
    }
    return this.fallback.get(key, ctx);
  }

  async set(key: string, data: unknown, ctx?: { readonly cacheControl?: unknown; readonly tags?: readonly string[] }): Promise<void> {
    const client = this.redis();
    if (data !== null && data !== undefined && redisReady(client)) {
      try {
        const entry: StoredEntry = { value: data, lastModified: Date.now(), cacheControl: ctx?.cacheControl };
        await client.set(this.prefix + key, encodeEntry(entry), 'EX', PAGE_TTL_SECONDS);
        logger.debug({ event: 'page_cache_set', key }, 'Page stored in the shared cache');
        return;
      } catch (error) {
        logger.debug({ event: 'page_cache_unavailable', key, err: (error as Error).message }, 'Shared page cache unavailable');
      }
    }
    await this.fallback.set(key, data, ctx);
  }

  revalidateTag(...args: unknown[]): Promise<void> {
    return this.fallback.revalidateTag(...args);
  }

  resetRequestCache(): void {
    this.fallback.resetRequestCache?.();
  }
}
