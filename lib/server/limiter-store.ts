/**
 * Where this process's rate-limiter-flexible limiters count (the API's fair-use budgets and the
 * outbound Open Food Facts limiter):
 * - REDIS_URL set: in Redis, with an in-memory insurance limiter that answers at once whenever Redis
 *   is not ready or a command fails or times out (see lib/server/redis);
 * - a worker of `npm start` with WEB_CONCURRENCY > 1 and no Redis: in the cluster primary, over IPC,
 *   so the workers share one budget;
 * - otherwise in this process's memory.
 */
import cluster from 'node:cluster';
import { RateLimiterCluster, RateLimiterMemory, RateLimiterRedis } from 'rate-limiter-flexible';
import type { TierLimiterFactory } from '@/lib/api/rate-limit';
import { REDIS_COMMAND_TIMEOUT_MS, sharedRedis } from '@/lib/server/redis';

export type LimiterStoreKind = 'redis' | 'cluster' | 'memory';

export function limiterStoreKind(env: Readonly<Record<string, string | undefined>> = process.env): LimiterStoreKind {
  if (sharedRedis(env) !== undefined) return 'redis';
  if (cluster.isWorker) return 'cluster';
  return 'memory';
}

export function processLimiterStore(env: Readonly<Record<string, string | undefined>> = process.env): TierLimiterFactory {
  const kind = limiterStoreKind(env);
  if (kind === 'redis') {
    const client = sharedRedis(env)!;
    return (options) =>
      new RateLimiterRedis({
        ...options,
        keyPrefix: `unitly:${options.keyPrefix}`,
        storeClient: client,
        rejectIfRedisNotReady: true,
        insuranceLimiter: new RateLimiterMemory({ ...options }),
      });
  }
  if (kind === 'cluster') {
    // The primary answers over IPC within microseconds; the time-out only guards a stuck primary.
    return (options) => new RateLimiterCluster({ ...options, timeoutMs: REDIS_COMMAND_TIMEOUT_MS * 4 });
  }
  return (options) => new RateLimiterMemory({ ...options });
}
