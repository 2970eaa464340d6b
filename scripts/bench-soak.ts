/**
 * `npm run bench:soak`: ten minutes (SOAK_SECONDS) of mixed traffic at a fixed rate (SOAK_RATE
 * requests/s, open loop: requests leave on schedule whether or not earlier ones have answered)
 * against `npm start` with WEB_CONCURRENCY=2 and a REDIS_URL (a redis-server started here), Open
 * Food Facts and the rates feed played by the local stubs. Traffic: pre-rendered pages, API GET
 * conversions (varied values, some invalid), API POST, food searches (built-in, remote cached,
 * remote new) and currency rates.
 * Prints: answers by status, 5xx and failures (aim: none), p50/p99/max latency after warm-up, and
 * the servers' resident memory (primary + workers) after warm-up and at the end (aim: growth < 20%).
 * Needs a build first: `npm run build`. Redis and the stubs listen on free loopback ports.
 */
import { spawn, execFileSync } from 'node:child_process';
import { freePort } from './perf/bench-servers';
import { children, root, start, waitFor } from './perf/children';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 600);
const RATE = Number(process.env.SOAK_RATE ?? 40);
const WARM_UP_SECONDS = Math.min(60, Math.floor(SECONDS / 5));
const REQUEST_TIMEOUT_MS = 10_000;

interface Shot {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly body?: unknown;
}

const PAGES = [
  '/',
  '/category/length',
  '/category/temperature',
  '/convert/weight/kg-to-pounds',
  '/about',
  '/de',
  '/fr/category/volume',
  '/api',
  '/widget/embed?category=length&from=cm&to=in',
  '/tools/recipe-converter',
];
const UNITS = [
  ['length', 'cm', 'in'],
  ['weight', 'kg', 'lb'],
  ['temperature', 'c', 'f'],
  ['volume', 'l', 'gal_us'],
  ['currency', 'usd', 'eur'],
] as const;
const FOODS = ['apple', 'banana', 'rice', 'stubtella', 'englishonly', 'nothingfound'];

function shot(sequence: number): Shot {
  const roll = sequence % 20;
  if (roll < 7) return { method: 'GET', path: PAGES[sequence % PAGES.length]! };
  if (roll < 13) {
    const [category, from, to] = UNITS[sequence % UNITS.length]!;
    const value = sequence % 50 === 0 ? 'not-a-number' : String((sequence % 997) / 7);
    return { method: 'GET', path: `/api/convert?category=${category}&from=${from}&to=${to}&value=${value}` };
  }
  if (roll < 15) {
    // A batch of 10, one of them now and then a bad value (answered inside the batch, not by a 400).
    const items = Array.from({ length: 10 }, (_, index) => ({
      category: 'length',
      from: 'm',
      to: 'ft',
      value: sequence % 40 === 0 && index === 9 ? 'ten' : String((sequence + index) % 100),
    }));
    return { method: 'POST', path: '/api/convert', body: { items } };
  }
  if (roll < 18) {
    // Mostly repeated terms (cached), now and then a new one (the outbound limit and breaker work).
    const term = sequence % 97 === 0 ? `soak-${sequence}` : FOODS[sequence % FOODS.length]!;
    return { method: 'POST', path: '/api/food-search', body: { query: term, languageCode: 'en' } };
  }
  return { method: 'GET', path: '/api/currency-rates' };
}

function rssKiB(primaryPid: number): number {
  const out = execFileSync('ps', ['-o', 'rss=', '--ppid', String(primaryPid), '-p', String(primaryPid)], { encoding: 'utf8' });
  return out
    .split('\n')
    .map((line) => Number(line.trim()))
    .filter((value) => value > 0)
    .reduce((sum, value) => sum + value, 0);
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function main(): Promise<void> {
  const [appPort, redisPort, offPort, ratesPort] = await Promise.all([freePort(), freePort(), freePort(), freePort()]);
  start('redis-server', ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no']);
  start('npx', ['tsx', 'tests/support/off-stub.ts', String(offPort)]);
  start('npx', ['tsx', 'tests/support/rates-stub.ts', String(ratesPort)]);
  await waitFor(`http://127.0.0.1:${offPort}/cgi/search.pl?search_terms=stubtella`);
  await waitFor(`http://127.0.0.1:${ratesPort}/v1/currencies/usd.json`);
  const app = spawn(process.execPath, ['dist/server.js'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOSTNAME: '127.0.0.1',
      PORT: String(appPort),
      WEB_CONCURRENCY: '2',
      REDIS_URL: `redis://127.0.0.1:${redisPort}`,
      OPEN_FOOD_FACTS_URL: `http://127.0.0.1:${offPort}`,
      CURRENCY_RATES_URL: `http://127.0.0.1:${ratesPort}/v1/currencies/usd.json`,
      API_RATE_LIMIT_ANONYMOUS: '1000000000',
      LOG_LEVEL: 'warn',
      NEXT_TELEMETRY_DISABLED: '1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(app);
  await waitFor(`http://127.0.0.1:${appPort}/api/health`);

  const statuses = new Map<string, number>();
  const latencies: number[] = [];
  let failures = 0;
  let fiveHundreds = 0;
  const memory: { second: number; kib: number }[] = [];
  const began = performance.now();
  const total = SECONDS * RATE;
  const pending: Promise<void>[] = [];

  const fire = async (sequence: number) => {
    const { method, path, body } = shot(sequence);
    const started = performance.now();
    try {
      const response = await fetch(`http://127.0.0.1:${appPort}${path}`, {
        method,
        headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      await response.arrayBuffer();
      const key = `${method} ${path.split('?', 1)[0]!.startsWith('/api/') ? path.split('?', 1)[0] : 'page'} ${response.status}`;
      statuses.set(key, (statuses.get(key) ?? 0) + 1);
      if (response.status >= 500) fiveHundreds += 1;
    } catch {
      failures += 1;
    }
    if (started - began >= WARM_UP_SECONDS * 1000) latencies.push(performance.now() - started);
  };

  const sampler = setInterval(() => memory.push({ second: Math.round((performance.now() - began) / 1000), kib: rssKiB(app.pid!) }), 10_000);
  for (let sequence = 0; sequence < total; sequence++) {
    const due = began + (sequence * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    pending.push(fire(sequence));
    if (pending.length > 5_000) await Promise.all(pending.splice(0, 1_000));
  }
  await Promise.all(pending);
  clearInterval(sampler);
  memory.push({ second: Math.round((performance.now() - began) / 1000), kib: rssKiB(app.pid!) });

  latencies.sort((a, b) => a - b);
  const afterWarmUp = memory.filter((sample) => sample.second >= WARM_UP_SECONDS);
  const first = afterWarmUp[0]?.kib ?? Number.NaN;
  const last = memory.at(-1)!.kib;
  console.log(`soak: ${SECONDS} s at ${RATE} requests/s (${total} requests), 2 workers sharing Redis`);
  for (const [key, count] of [...statuses].sort()) console.log(`  ${key.padEnd(36)} ${count}`);
  console.log(`5xx: ${fiveHundreds}   failed (network/time-out): ${failures}`);
  console.log(
    `latency after ${WARM_UP_SECONDS} s warm-up: p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms, max ${latencies.at(-1)?.toFixed(1)} ms`,
  );
  console.log(
    `memory (primary + workers, RSS): ${(first / 1024).toFixed(1)} MiB after warm-up, ${(last / 1024).toFixed(1)} MiB at the end: ${(((last - first) / first) * 100).toFixed(1)}% (aim < 20%)`,
  );
  console.log(`memory samples (s: MiB): ${memory.map((sample) => `${sample.second}:${(sample.kib / 1024).toFixed(0)}`).join(' ')}`);
  process.exitCode = fiveHundreds === 0 && failures === 0 && (last - first) / first < 0.2 ? 0 : 1;
}

try {
  await main();
} finally {
  for (const child of children.reverse()) child.kill('SIGTERM');
}
