/**
 * The currency rates shared through Redis (REDIS_URL): one process asks the feed, the others read
 * its answer until it expires (a day for live rates, the back-off after a failure). Without Redis,
 * or while it is down, undefined or a miss: each process keeps its own, as before.
 */
import type { SharedRatesStore } from '@/lib/currency/rates-service';
import type { CurrencyRates } from '@/lib/currency/types';
import { redisReady, sharedRedis } from '@/lib/server/redis';

const KEY = 'unitly:currency-rates';

interface StoredRates {
  readonly rates: CurrencyRates;
  readonly expiresAt: number;
}

function isStoredRates(value: unknown): value is StoredRates {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Partial<StoredRates>;
  return (
    typeof entry.expiresAt === 'number' &&
    typeof entry.rates === 'object' &&
    entry.rates !== null &&
    typeof entry.rates.rates === 'object' &&
    typeof entry.rates.lastUpdated === 'number'
  );
}

export function sharedRatesStore(env: Readonly<Record<string, string | undefined>> = process.env): SharedRatesStore | undefined {
  const redis = sharedRedis(env);
  if (redis === undefined) return undefined;
  return {
    async get() {
      if (!redisReady(redis)) return undefined;
      const text = await redis.get(KEY);
      if (text === null) return undefined;
      const value = JSON.parse(text) as unknown;
      return isStoredRates(value) ? value : undefined;
    },
    async set(entry) {
      const ttl = entry.expiresAt - Date.now();
      if (!redisReady(redis) || ttl <= 0) return;
      await redis.set(KEY, JSON.stringify(entry), 'PX', Math.ceil(ttl));
    },
  };
}
