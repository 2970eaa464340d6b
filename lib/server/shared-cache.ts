/**
 * A cache of JSON values kept in Redis (shared by every process) with this process's memory in
 * front: memory answers first; on a miss Redis is asked (a bounded wait, see lib/server/redis), and
 * a Redis hit is copied into memory for the rest of its life. Whenever Redis is not ready or fails,
 * the memory cache alone answers, as without REDIS_URL. Entries live `ttlMs` in both.
 */
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import { redisReady } from '@/lib/server/redis';

export interface SharedCacheOptions {
  readonly redis: Redis | undefined;
  /** Key prefix in Redis, e.g. "unitly:off:". */
  readonly prefix: string;
  readonly maxEntries: number;
  readonly ttlMs: number;
  /** Checks a value read back from Redis; anything else counts as a miss. */
  readonly accept: (value: unknown) => boolean;
  /** Milliseconds clock of the memory's expiry; injectable so tests need not wait. */
  readonly now?: () => number;
}

export class SharedCache<V> {
  private readonly memory: LRUCache<string, V & {}>;

  constructor(private readonly options: SharedCacheOptions) {
    const { now } = options;
    this.memory = new LRUCache<string, V & {}>({
      max: options.maxEntries,
      ttl: options.ttlMs,
      // ttlResolution 0: every expiry check reads the given clock, so a test's clock is obeyed at once.
      ...(now === undefined ? {} : { perf: { now }, ttlResolution: 0 }),
    });
  }

  async get(key: string): Promise<V | undefined> {
    const local = this.memory.get(key);
    if (local !== undefined) return local;
    const { redis } = this.options;
    if (!redisReady(redis)) return undefined;
    try {
      const [[, text], [, ttl]] = (await redis
        .multi()
        .get(this.options.prefix + key)
        .pttl(this.options.prefix + key)
        .exec()) as [[unknown, string | null], [unknown, number]];
      if (text === null) return undefined;
      const value = JSON.parse(text) as unknown;
      if (!this.options.accept(value)) return undefined;
      if (ttl > 0) this.memory.set(key, value as V & {}, { ttl: Math.min(ttl, this.options.ttlMs) });
      return value as V;
    } catch {
      return undefined;
    }
  }

  async set(key: string, value: V, ttlMs = this.options.ttlMs): Promise<void> {
    if (ttlMs > 0) this.memory.set(key, value as V & {}, { ttl: Math.min(ttlMs, this.options.ttlMs) });
    const { redis } = this.options;
    if (!redisReady(redis) || ttlMs <= 0) return;
    try {
      await redis.set(this.options.prefix + key, JSON.stringify(value), 'PX', Math.ceil(ttlMs));
    } catch {
      // Memory still holds it; Redis being down was logged by the connection.
    }
  }
}
