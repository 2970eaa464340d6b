/**
 * A cache of JSON values kept in Redis (shared by every process) with this process's memory in
 * front: memory answers first; on a miss Redis is asked (a bounded wait, see lib/server/redis), and
 * a Redis hit is copied into memory for the rest of its life. Whenever Redis is not ready or fails,
 * the memory cache alone answers, as without REDIS_URL. Entries live `ttlMs` in both.
 */
import type { Redis } from 'ioredis';
import { TtlLruCache } from '@/lib/cache/ttl-lru';
import { redisReady } from '@/lib/server/redis';

export interface SharedCacheOptions {
  readonly redis: Redis | undefined;
  /** Key prefix in Redis, e.g. "unitly:off:". */
  readonly prefix: string;
  readonly maxEntries: number;
  readonly ttlMs: number;
  /** Checks a value read back from Redis; anything else counts as a miss. */
  readonly accept: (value: unknown) => boolean;
}

export class SharedCache<V> {
  private readonly memory: TtlLruCache<V>;

  constructor(private readonly options: SharedCacheOptions) {
    this.memory = new TtlLruCache<V>({ maxEntries: options.maxEntries, ttlMs: options.ttlMs });
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
      if (ttl > 0) this.memory.set(key, value as V, ttl);
      return value as V;
    } catch {
      return undefined;
    }
  }

  async set(key: string, value: V, ttlMs = this.options.ttlMs): Promise<void> {
    this.memory.set(key, value, ttlMs);
    const { redis } = this.options;
    if (!redisReady(redis) || ttlMs <= 0) return;
    try {
      await redis.set(this.options.prefix + key, JSON.stringify(value), 'PX', Math.ceil(ttlMs));
    } catch {
      // Memory still holds it; Redis being down was logged by the connection.
    }
  }
}
