/**
 * The one Redis connection of this process (REDIS_URL), shared by the API front and Next's route
 * handlers: they are bundled separately, so the connection is kept on globalThis, not in a module
 * variable. Built to fail fast: commands are never queued while the connection is down and time out
 * after REDIS_COMMAND_TIMEOUT_MS, so a request never waits on Redis longer than that; callers then
 * use their in-memory fallback. The switch to memory and the return to Redis are logged once each.
 */
import { Redis } from 'ioredis';
import { logger } from '@/lib/server/log';

/** How long one Redis command may take before the caller falls back to memory. */
export const REDIS_COMMAND_TIMEOUT_MS = 250;
const CONNECT_TIMEOUT_MS = 1_000;
/** Reconnection attempts back off up to this delay, forever: Redis coming back is picked up. */
const MAX_RECONNECT_DELAY_MS = 2_000;

// One client per URL (REDIS_URL, PAGE_CACHE_REDIS_URL), kept on globalThis.
const SLOT = Symbol.for('unitly.redis');
type WithSlot = typeof globalThis & { [SLOT]?: Map<string, Redis> };

function setting(value: string | undefined): string | undefined {
  const url = value?.trim();
  return url === undefined || url === '' ? undefined : url;
}

/** The REDIS_URL setting, or undefined when unset or blank (then everything stays in memory). */
function redisUrlOf(env: Readonly<Record<string, string | undefined>>): string | undefined {
  return setting(env.REDIS_URL);
}

function clientFor(url: string): Redis {
  const holder = globalThis as WithSlot;
  holder[SLOT] ??= new Map();
  let client = holder[SLOT].get(url);
  if (client === undefined) {
    client = createRedisClient(url);
    holder[SLOT].set(url, client);
  }
  return client;
}

/** This process's Redis client, connected on first use; undefined without REDIS_URL. */
export function sharedRedis(env: Readonly<Record<string, string | undefined>> = process.env): Redis | undefined {
  const url = redisUrlOf(env);
  return url === undefined ? undefined : clientFor(url);
}

/**
 * The Redis that keeps rendered pages (PAGE_CACHE_REDIS_URL), never the one of the fair-use
 * counters: pages fill their Redis up to its maxmemory and are evicted there, which must never
 * touch a counter. Undefined when unset: pages stay in each process's memory.
 */
export function pageCacheRedis(env: Readonly<Record<string, string | undefined>> = process.env): Redis | undefined {
  const url = setting(env.PAGE_CACHE_REDIS_URL);
  return url === undefined ? undefined : clientFor(url);
}

/** True when commands can be sent now; callers skip Redis (and use memory) otherwise. */
export function redisReady(client: Redis | undefined): client is Redis {
  return client !== undefined && client.status === 'ready';
}

/** Closes the shared connections, if any (graceful shutdown). Never rejects. */
export async function closeSharedRedis(): Promise<void> {
  const holder = globalThis as WithSlot;
  const clients = [...(holder[SLOT]?.values() ?? [])];
  holder[SLOT]?.clear();
  await Promise.all(
    clients.map(async (client) => {
      try {
        await Promise.race([client.quit(), new Promise((resolve) => setTimeout(resolve, 1_000).unref())]);
      } catch {
        // Already gone.
      }
      client.disconnect();
    }),
  );
}

function createRedisClient(url: string): Redis {
  const client = new Redis(url, {
    enableOfflineQueue: false,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    connectTimeout: CONNECT_TIMEOUT_MS,
    maxRetriesPerRequest: 0,
    retryStrategy: (attempt) => Math.min(100 * attempt, MAX_RECONNECT_DELAY_MS),
    lazyConnect: false,
  });
  let state: 'starting' | 'up' | 'down' = 'starting';
  const target = redactRedisUrl(url);
  client.on('ready', () => {
    if (state === 'down') logger.info({ event: 'redis_up', redis: target }, 'Redis is back: shared limits and caches');
    else logger.info({ event: 'redis_up', redis: target }, 'Redis connected: shared limits and caches');
    state = 'up';
  });
  const down = (error?: Error) => {
    if (state === 'down') return;
    state = 'down';
    logger.warn(
      { event: 'redis_down', redis: target, err: error?.message },
      'Redis unavailable: limits and caches fall back to this process’s memory',
    );
  };
  client.on('error', down);
  client.on('end', () => down());
  client.on('close', () => {
    if (state === 'up') down();
  });
  return client;
}

/** The URL without its password, for logs. */
function redactRedisUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password !== '') parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'redis (unparseable REDIS_URL)';
  }
}
