/**
 * What the food search shares between processes. With REDIS_URL: the Open Food Facts answers cache
 * (memory in front of Redis) and the outbound limiter, counted in Redis. Open Food Facts allows 10
 * searches in any 60 s per client; rate-limiter-flexible counts fixed windows, and windows of 15 s
 * with 2 calls each let at most 10 through in any 60 s (such a span touches at most 5 windows), so
 * the shared limit never exceeds it. In a cluster without Redis the same limit is counted in the
 * primary. Alone and without Redis: nothing here (the handler's exact sliding window in memory).
 */
import { RateLimiterRes } from 'rate-limiter-flexible';
import { z } from 'zod';
import type { FoodSearchDeps } from '@/lib/food-search/deps';
import { NUTRIENT_KEYS, type FoodSearchResult, type NutrientKey } from '@/lib/nutrition/types';
import { limiterStoreKind, processLimiterStore } from '@/lib/server/limiter-store';
import { sharedRedis } from '@/lib/server/redis';
import { SharedCache } from '@/lib/server/shared-cache';

const SHARED_OFF_LIMIT = { points: 2, duration: 15 } as const;

const amount = z.number().nonnegative();
const storedResultsSchema = z.array(
  z.object({
    id: z.string(),
    name: z.string(),
    servingSize: z.number().positive(),
    ...(Object.fromEntries(NUTRIENT_KEYS.map((key) => [key, amount])) as Record<NutrientKey, typeof amount>),
  }),
);

/**
 * Whether answers read back from Redis are results as this version writes them; anything else
 * (another version's shape, a foreign key) is a miss, and Open Food Facts is asked again.
 */
export function isStoredFoodResults(value: unknown): value is readonly FoodSearchResult[] {
  return storedResultsSchema.safeParse(value).success;
}

export function sharedFoodSearchState(
  cacheOptions: { readonly maxEntries: number; readonly ttlMs: number },
  env: Readonly<Record<string, string | undefined>> = process.env,
): Partial<Pick<FoodSearchDeps, 'cache' | 'limiter'>> {
  const kind = limiterStoreKind(env);
  if (kind === 'memory') return {};
  const limiter = processLimiterStore(env)({ keyPrefix: 'off-search', ...SHARED_OFF_LIMIT });
  const state: Partial<Pick<FoodSearchDeps, 'cache' | 'limiter'>> = {
    limiter: {
      async tryAcquire() {
        try {
          await limiter.consume('all');
          return true;
        } catch (rejection) {
          if (rejection instanceof RateLimiterRes) return false;
          // The store failed and had no insurance: do not call out on an unknown budget.
          return false;
        }
      },
    },
  };
  if (kind === 'redis') {
    return {
      ...state,
      cache: new SharedCache<readonly FoodSearchResult[]>({
        redis: sharedRedis(env),
        prefix: 'unitly:off:',
        ...cacheOptions,
        accept: isStoredFoodResults,
      }),
    };
  }
  return state;
}
