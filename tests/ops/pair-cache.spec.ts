/**
 * Two production processes with one REDIS_URL share their rendered pair pages: a page rendered on
 * demand by one (cache MISS) is served by the other from Redis (cache HIT) without rendering it, and
 * the page is in Redis, not on the disk the two share. With Redis stopped, a new page is still
 * rendered and answered (never an error page).
 */
import { execFileSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { allPairs, isPopularPair, type Pair } from '@/lib/units';
import { renderedOnDisk } from '../../scripts/perf/rendered';
import { OPS_PORT, startRedis, startServer, type Running } from './processes';

const REDIS_PORT = Number(process.env.PAIRS_REDIS_PORT ?? OPS_PORT + 50);
const PORTS = [OPS_PORT + 11, OPS_PORT + 12] as const;

let redis: Running | undefined;
const servers: Running[] = [];

const onDisk = (pair: Pair) => renderedOnDisk(`/de/convert/${pair.category}/${pair.slug}`);
/** Pairs that no earlier run rendered to disk, in German (pre-rendered pages would hide the cache). */
const fresh = allPairs().filter((pair) => !isPopularPair(pair) && !onDisk(pair));
const pathOf = (pair: Pair) => `/de/convert/${pair.category}/${pair.slug}`;

async function get(port: number, path: string): Promise<{ status: number; cache: string | null; html: string }> {
  const response = await fetch(`http://127.0.0.1:${port}${path}`);
  return { status: response.status, cache: response.headers.get('x-nextjs-cache'), html: await response.text() };
}

function redisKeys(): string[] {
  return execFileSync('redis-cli', ['-p', String(REDIS_PORT), '--scan', '--pattern', 'unitly:page:*'], { encoding: 'utf8' })
    .split('\n')
    .filter(Boolean);
}

test.beforeAll(async () => {
  redis = await startRedis(REDIS_PORT);
  // One redis-server plays both: the counters' (REDIS_URL) and the pages' (PAGE_CACHE_REDIS_URL, its own instance in production).
  const url = `redis://127.0.0.1:${REDIS_PORT}`;
  for (const port of PORTS) servers.push(await startServer(port, { REDIS_URL: url, PAGE_CACHE_REDIS_URL: url }));
});

test.afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await redis?.stop();
});

test('a pair page rendered by one process is served by the other from Redis, and rendered anyway while Redis is down', async () => {
  const [shared, during] = [fresh[Math.floor(fresh.length / 3)]!, fresh[Math.floor((2 * fresh.length) / 3)]!];

  const rendered = await get(PORTS[0], pathOf(shared));
  expect(rendered.status).toBe(200);
  expect(rendered.cache).toBe('MISS');
  await expect.poll(() => redisKeys().some((key) => key.includes(`/de/convert/${shared.category}/${shared.slug}`))).toBe(true);

  const served = await get(PORTS[1], pathOf(shared));
  expect(served.status).toBe(200);
  expect(served.cache).toBe('HIT');
  expect(served.html).toBe(rendered.html);
  expect(onDisk(shared)).toBe(false);

  await redis!.stop();
  const started = performance.now();
  const fallback = await get(PORTS[1], pathOf(during));
  expect(fallback.status).toBe(200);
  expect(fallback.html).toContain('<h1');
  expect(performance.now() - started).toBeLessThan(5_000);
  expect(servers.map((server) => server.output()).join('\n')).not.toMatch(/"level":50/);
});
