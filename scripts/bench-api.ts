/**
 * `npm run bench:api`: throughput of GET /api/convert on loopback, in one run, with autocannon
 * (50 connections; 3 rounds of 10 s per server in turns, after a 3 s warm-up, best round kept;
 * BENCH_ROUNDS, BENCH_DURATION and BENCH_CONNECTIONS override):
 *   production  `node dist/server.js`, what `npm start` runs: the node:http front over Next
 *   bare        a node:http server calling the same lib/api function, nothing else loaded
 *   engine      a node:http server calling convertInput alone (reference: the cost of the API layer)
 *   next-route  `next start` without the front: the same function in Next's route handler
 *               (reference: what the front saves)
 *   batch       the production server again, POST /api/convert with 1,000-item batches of the same
 *               conversion, over 4 connections (BENCH_BATCH_CONNECTIONS): conversions/s against
 *               the single GETs' requests/s on the same server
 * Prints requests/s and p99 latency for each, the production/bare ratio (aim: >= 0.5, no errors) and
 * the batch/single ratio in conversions per second.
 * Every server runs in its own process with the same settings; the fair-use budget is raised so the
 * limiter still counts every request but never refuses one (all requests come from 127.0.0.1).
 * Needs a build first: `npm run build`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer, type AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

interface AutocannonResult {
  requests: { average: number };
  latency: { p99: number; average: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  '2xx': number;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}) => Promise<AutocannonResult>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const root = fileURLToPath(new URL('..', import.meta.url));
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const WARM_UP = 3;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const PATH = '/api/convert?category=length&from=cm&to=in&value=100';
const BATCH_ITEMS = 1_000;
/**
 * Batches are driven over fewer connections (BENCH_BATCH_CONNECTIONS, default 4): each request
 * carries 1,000 conversions, so 50 of them in flight queue 50,000 conversions and the last ones wait
 * past autocannon's 10 s time-out, measuring the queue rather than the server.
 */
const BATCH_CONNECTIONS = Number(process.env.BENCH_BATCH_CONNECTIONS ?? 4);
const BATCH_BODY = JSON.stringify({ items: Array.from({ length: BATCH_ITEMS }, () => ({ category: 'length', from: 'cm', to: 'in', value: '100' })) });

const serverEnv: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: 'production',
  HOSTNAME: '127.0.0.1',
  API_RATE_LIMIT_ANONYMOUS: '1000000000',
  NEXT_TELEMETRY_DISABLED: '1',
};

function start(label: string, args: string[], port: number): ChildProcess {
  const child = spawn(process.execPath, args, { cwd: root, env: { ...serverEnv, PORT: String(port) }, stdio: ['ignore', 'ignore', 'inherit'] });
  child.on('exit', (code, signal) => {
    if (!stopping.has(child) && code !== 0) console.error(`${label} server exited with ${code ?? signal}`);
  });
  return child;
}

/** A port nobody listens on now (other checkouts' servers share this machine). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function waitUntilUp(child: ChildProcess, port: number): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt++) {
    if (child.exitCode !== null) throw new Error(`the server on port ${port} exited with ${child.exitCode}`);
    try {
      // Any answer means the server listens (the engine-only server knows no /api/status).
      await fetch(`http://127.0.0.1:${port}/api/status`);
      return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`no server on port ${port} after 2 minutes`);
}

const stopping = new WeakSet<ChildProcess>();

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  stopping.add(child);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

interface Figures {
  readonly label: string;
  readonly rps: number;
  readonly p99: number;
  readonly errors: number;
}

interface Target {
  readonly label: string;
  readonly child: ChildProcess;
  readonly url: string;
  /** Set for the batch form: each request carries this many conversions. */
  readonly batch?: number;
}

async function launch(label: string, args: (port: number) => string[]): Promise<Target> {
  const port = await freePort();
  const child = start(label, args(port), port);
  const url = `http://127.0.0.1:${port}${PATH}`;
  try {
    await waitUntilUp(child, port);
    const sample = (await (await fetch(url)).json()) as { result?: unknown };
    if (label !== 'engine' && sample.result !== 39.37007874015748) throw new Error(`${label} answered ${JSON.stringify(sample)}`);
    await autocannon({ url, connections: CONNECTIONS, duration: WARM_UP });
  } catch (error) {
    await stop(child);
    throw error;
  }
  return { label, child, url };
}

const BATCH_REQUEST = { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: BATCH_BODY } as const;

/** The production server's batch form: checked once, then driven like the others. */
async function batchTarget(production: Target): Promise<Target> {
  const url = production.url.slice(0, production.url.indexOf('?'));
  const sample = (await (await fetch(url, BATCH_REQUEST)).json()) as { results?: { result?: unknown }[] };
  if (sample.results?.length !== BATCH_ITEMS || sample.results[BATCH_ITEMS - 1]?.result !== 39.37007874015748) {
    throw new Error(`the batch answered ${JSON.stringify(sample).slice(0, 200)}`);
  }
  return { label: 'batch', child: production.child, url, batch: BATCH_ITEMS };
}

async function run(target: Target): Promise<Figures> {
  const options = target.batch === undefined ? {} : BATCH_REQUEST;
  const connections = target.batch === undefined ? CONNECTIONS : BATCH_CONNECTIONS;
  const result = await autocannon({ url: target.url, connections, duration: DURATION, ...options });
  return {
    label: target.label,
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

async function main(): Promise<void> {
  if (!existsSync(`${root}.next/BUILD_ID`) || !existsSync(`${root}dist/server.js`)) {
    console.error('No production build: run `npm run build` first.');
    process.exit(1);
  }
  const bare = `${root}dist/bench-api-bare.js`;
  await build({
    entryPoints: [`${root}scripts/bench-api-bare.ts`],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    outfile: bare,
    logLevel: 'warning',
  });

  console.log(
    `GET ${PATH}\nautocannon: ${CONNECTIONS} connections (batches ${BATCH_CONNECTIONS}), ${ROUNDS} rounds of ${DURATION} s per server, taken in turns (after a ${WARM_UP} s warm-up), loopback\n`,
  );
  const targets: Target[] = [];
  try {
    targets.push(await launch('production', () => [`${root}dist/server.js`]));
    targets.push(await batchTarget(targets[0]!));
    targets.push(await launch('bare', (port) => [bare, String(port), 'api']));
    targets.push(await launch('engine', (port) => [bare, String(port), 'engine']));
    const nextBin = `${root}node_modules/next/dist/bin/next`;
    targets.push(await launch('next-route', (port) => [nextBin, 'start', '--port', String(port), '--hostname', '127.0.0.1']));
    // Rounds in turns, best round kept: on a shared machine the slower rounds measure the neighbours.
    const best = new Map<string, Figures>();
    const errors = new Map<string, number>();
    for (let round = 0; round < ROUNDS; round++) {
      for (const target of targets) {
        const figures = await run(target);
        errors.set(target.label, (errors.get(target.label) ?? 0) + figures.errors);
        const previous = best.get(target.label);
        if (previous === undefined || figures.rps > previous.rps) best.set(target.label, figures);
      }
    }
    const figures = (label: string) => best.get(label)!;
    console.log('server       requests/s   conversions/s   p99 (ms)   errors (all rounds)');
    for (const target of targets) {
      const row = figures(target.label);
      const failed = String(errors.get(row.label) ?? 0);
      const conversions = row.rps * (target.batch ?? 1);
      console.log(
        `${row.label.padEnd(12)} ${row.rps.toFixed(0).padStart(10)}   ${conversions.toFixed(0).padStart(13)}   ${String(row.p99).padStart(8)}   ${failed.padStart(6)}`,
      );
    }
    const production = figures('production');
    console.log(`\nratio production / bare: ${(production.rps / figures('bare').rps).toFixed(2)} (aim >= 0.5, no errors)`);
    const batchConversions = figures('batch').rps * BATCH_ITEMS;
    console.log(`ratio batch / single GET, conversions per second on the production server: ${(batchConversions / production.rps).toFixed(1)}`);
    // Errors (non-2xx or time-outs) of the compared servers fail the run; the references are context.
    if ((errors.get('production') ?? 0) + (errors.get('bare') ?? 0) + (errors.get('batch') ?? 0) > 0) process.exitCode = 1;
  } finally {
    await Promise.all(targets.map((target) => stop(target.child)));
  }
}

await main();
