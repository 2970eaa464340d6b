/**
 * `npm run bench:pairs`: how fast pair pages answer from a production build (`npm run build` first).
 * Starts `node dist/server.js` (with BENCH_REDIS=1 also a redis-server and REDIS_URL, so pages live
 * in Redis), then asks for PAIRS_BENCH_COUNT pair pages that no one has rendered yet, one at a time
 * (first request: rendered on demand), then for the same pages again PAIRS_BENCH_ROUNDS times
 * (cached). The floor is a page pre-rendered at build, asked as often in the same run.
 * Prints p50/p95/max per phase and their ratio to the floor's p95. Ports: PAIRS_BENCH_PORT (3610)
 * and PAIRS_BENCH_REDIS_PORT (3650).
 */
import { loadavg } from 'node:os';
import { children, root, start, waitFor } from './perf/children';
import { renderedOnDisk } from './perf/rendered';
import { locales } from '@/i18n/locales';
import { localizedPath } from '@/i18n/locale-path';
import { allPairs, isPopularPair } from '@/lib/units';

const PORT = Number(process.env.PAIRS_BENCH_PORT ?? 3610);
const REDIS_PORT = Number(process.env.PAIRS_BENCH_REDIS_PORT ?? 3650);
const COUNT = Number(process.env.PAIRS_BENCH_COUNT ?? 60);
const ROUNDS = Number(process.env.PAIRS_BENCH_ROUNDS ?? 5);
const WITH_REDIS = process.env.BENCH_REDIS === '1';
const origin = `http://127.0.0.1:${PORT}`;

/** Milliseconds until the whole page has arrived, and the cache's own word on it. */
async function timed(path: string): Promise<{ ms: number; cache: string; status: number }> {
  const started = performance.now();
  const response = await fetch(origin + path);
  await response.arrayBuffer();
  return { ms: performance.now() - started, cache: response.headers.get('x-nextjs-cache') ?? '-', status: response.status };
}

function summary(values: readonly number[]): { p50: number; p95: number; max: number } {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
  return { p50: at(0.5), p95: at(0.95), max: sorted[sorted.length - 1]! };
}

/** Pairs no earlier run rendered to disk, spread over categories and locales. */
function freshPaths(): string[] {
  const candidates = allPairs().filter((pair) => !isPopularPair(pair));
  const paths: string[] = [];
  for (let index = 0; paths.length < COUNT && index < candidates.length * locales.length; index++) {
    const pair = candidates[(index * 7919) % candidates.length]!;
    const locale = locales[index % locales.length]!;
    const path = localizedPath(locale, `/convert/${pair.category}/${pair.slug}`);
    if (!renderedOnDisk(`/${locale}/convert/${pair.category}/${pair.slug}`, root) && !paths.includes(path)) paths.push(path);
  }
  return paths;
}

async function main(): Promise<void> {
  const env: Record<string, string> = { NODE_ENV: 'production', PORT: String(PORT), HOSTNAME: '127.0.0.1', LOG_LEVEL: 'warn' };
  if (WITH_REDIS) {
    start('redis-server', ['--port', String(REDIS_PORT), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no']);
    env.REDIS_URL = `redis://127.0.0.1:${REDIS_PORT}`;
  }
  start('node', ['dist/server.js'], env);
  await waitFor(`${origin}/api/health`);
  const floorPath = '/convert/length/cm-to-inches';
  for (let warm = 0; warm < 10; warm++) await timed(floorPath);

  const paths = freshPaths();
  const first = [];
  for (const path of paths) first.push(await timed(path));
  const cached = [];
  const floor = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const path of paths) {
      cached.push(await timed(path));
      floor.push(await timed(floorPath));
    }
  }
  const bad = [...first, ...cached].filter((shot) => shot.status !== 200).length;
  const floorP95 = summary(floor.map((shot) => shot.ms)).p95;
  const line = (name: string, shots: readonly { ms: number; cache: string }[]) => {
    const { p50, p95, max } = summary(shots.map((shot) => shot.ms));
    const caches = [...new Set(shots.map((shot) => shot.cache))].join('/');
    console.log(
      `${name.padEnd(28)} n=${String(shots.length).padEnd(4)} p50 ${p50.toFixed(1).padStart(7)} ms  p95 ${p95.toFixed(1).padStart(7)} ms  max ${max.toFixed(1).padStart(7)} ms  ×${(p95 / floorP95).toFixed(1).padStart(5)} floor p95  cache ${caches}`,
    );
  };
  console.log(
    `bench:pairs ${WITH_REDIS ? 'with Redis' : 'file system cache'}; load average ${loadavg()
      .map((v) => v.toFixed(1))
      .join(' ')}; non-200: ${bad}`,
  );
  line('floor (pre-rendered pair)', floor);
  line('first request (on demand)', first);
  line('cached', cached);
}

try {
  await main();
} finally {
  for (const child of children) child.kill('SIGTERM');
}
