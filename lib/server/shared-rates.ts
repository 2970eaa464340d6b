/**
 * The currency rates shared through Redis (REDIS_URL): one process asks the feed, the others read
 * its answer until it expires (a day for live rates, the back-off after a failure). Without Redis,
 * or while it is down, undefined or a miss: each process keeps its own, as before.
 */
import { z } from 'zod';
import { BASE_CURRENCY, CURRENCY_CODES, type RateTable } from '@/lib/currency/codes';
import { rateSchema } from '@/lib/currency/feed';
import type { SharedRatesStore } from '@/lib/currency/rates-service';
import { RATES_SOURCES } from '@/lib/currency/types';
import { redisReady, sharedRedis } from '@/lib/server/redis';

const KEY = 'unitly:currency-rates';

/**
 * What another process stored, read back whole: an entry of another version (a currency added
 * since, a field renamed) is a miss, and this process asks the feed itself.
 */
const storedRatesSchema = z.object({
  rates: z.object({
    base: z.literal(BASE_CURRENCY),
    rates: z
      .record(z.string(), rateSchema)
      .refine((rates) => CURRENCY_CODES.every((code) => Object.hasOwn(rates, code)), { error: 'a site currency has no rate' })
      .transform((rates) => rates as RateTable),
    lastUpdated: z.number(),
    source: z.enum(RATES_SOURCES),
  }),
  expiresAt: z.number(),
});

/** The entry in the text Redis holds, or undefined for anything else (not JSON, another shape). */
export function readStoredRates(text: string): z.infer<typeof storedRatesSchema> | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  const stored = storedRatesSchema.safeParse(value);
  return stored.success ? stored.data : undefined;
}

export function sharedRatesStore(env: Readonly<Record<string, string | undefined>> = process.env): SharedRatesStore | undefined {
  const redis = sharedRedis(env);
  if (redis === undefined) return undefined;
  return {
    async get() {
      if (!redisReady(redis)) return undefined;
      const text = await redis.get(KEY);
      if (text === null) return undefined;
      return readStoredRates(text);
    },
    async set(entry) {
      const ttl = entry.expiresAt - Date.now();
      if (!redisReady(redis) || ttl <= 0) return;
      await redis.set(KEY, JSON.stringify(entry), 'PX', Math.ceil(ttl));
    },
  };
}
