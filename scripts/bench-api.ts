/**
 * `npm run bench:api`: throughput of GET /api/convert on loopback, in one run, with autocannon
 * (50 connections; 3 rounds of 10 s per server in turns, after a 3 s warm-up, best round kept;
 * BENCH_ROUNDS, BENCH_DURATION and BENCH_CONNECTIONS override):
 *   production       `node dist/server.js`, what `npm start` runs: the node:http front over Next
 *   bare-api         a node:http server calling the same lib/api function, nothing else loaded
 *   bare-conversion  a node:http server doing only the conversion (convertInput): no API function,
 *                    validation, limits or headers; the floor
 *   bare-conv+headers  the same, answering with every header production sends: what the headers'
 *                    bytes cost on this machine (the client shares its cores), apart from the API
 *   next-route       `next start` without the front: the same function in Next's route handler
 *                    (reference: what the front saves)
 *   batch            the production server again, POST /api/convert with 1,000-item batches of the
 *                    same conversion, over 4 connections (BENCH_BATCH_CONNECTIONS): conversions/s
 *                    against the single GETs' requests/s on the same server
 *   beside-batches   the production server's GETs (50 connections) while one more client sends the
 *                    heaviest valid batches (1,000 long typed ingredient queries) one after another
 *   …, new values    production and bare-conversion again, every request asking for a value never
 *                    asked before (the API keeps answers by query string: this is the cost of one it
 *                    has to make)
 * Prints requests/s and p99 latency for each, the production / bare-conversion and production /
 * bare-api ratios (aims: >= 0.5 of bare-conversion, no errors, p99 <= 20 ms; beside batches
 * p99 <= 100 ms) and the batch/single ratio in conversions per second.
 * Every server runs in its own process with the same settings; the fair-use budget is raised so the
 * limiter still counts every request but never refuses one (all requests come from 127.0.0.1).
 * Needs a build first: `npm run build`.
 */
import { existsSync } from 'node:fs';
import type { ChildProcess } from 'node:child_process';
import { build } from 'esbuild';
import { autocannon, freePort, NEXT_BIN, root, start, stop, waitUntilUp } from './perf/bench-servers';

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
const BATCH_BODY = JSON.stringify({
  items: Array.from({ length: BATCH_ITEMS }, () => ({ category: 'length', from: 'cm', to: 'in', value: '100' })),
});
/**
 * The costliest items found for a batch, each within the 200-character limit: every other item a
 * long sentence that is read word by word to the end and refused, the rest typed queries that
 * name an ingredient (a density lookup).
 */
const LONG_SENTENCE =
  '3 cups of sifted all purpose wheat flour, brown sugar, butter and chopped walnuts in grams please, thank you so much, my friend, for this lovely conversion of the ingredients';
const INGREDIENT_QUERIES = [
  '2 1/2 cups of granulated white sugar in grams',
  '2 cups of finely chopped toasted walnuts in ounces',
  '3 cups flour in grams',
] as const;
const HEAVY_BODY = JSON.stringify({
  items: Array.from({ length: BATCH_ITEMS }, (_, index) => ({
    q: index % 2 === 0 ? LONG_SENTENCE : INGREDIENT_QUERIES[index % INGREDIENT_QUERIES.length],
  })),
});

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
  /** Every request asks for a value never asked before. */
  readonly fresh?: boolean;
}

let asked = 0;
/** The bench's query with a value no request has had yet. */
const freshValue = (request: { path: string }) => ({ ...request, path: PATH.replace('value=100', `value=${++asked}.5`) });

async function launch(label: string, args: (port: number) => string[]): Promise<Target> {
  const port = await freePort();
  const child = start(label, args(port), port);
  const url = `http://127.0.0.1:${port}${PATH}`;
  try {
    await waitUntilUp(child, port);
    const sample = (await (await fetch(url)).json()) as { result?: unknown };
    if (!label.startsWith('bare-conv') && sample.result !== 39.37007874015748)
      throw new Error(`${label} answered ${JSON.stringify(sample)}`);
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
  const options = target.batch !== undefined ? BATCH_REQUEST : target.fresh ? { requests: [{ setupRequest: freshValue }] } : {};
  const connections = target.batch === undefined ? CONNECTIONS : BATCH_CONNECTIONS;
  const result = await autocannon({ url: target.url, connections, duration: DURATION, ...options });
  return {
    label: target.label,
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

interface Beside extends Figures {
  readonly batches: number;
  readonly batchMs: number;
  readonly batchErrors: number;
}

/** GETs at full speed while one client sends heavy batches back to back: what a batch costs the others. */
async function besideHeavyBatches(production: Target): Promise<Beside> {
  const batchUrl = production.url.slice(0, production.url.indexOf('?'));
  const check = await fetch(batchUrl, { ...BATCH_REQUEST, body: HEAVY_BODY });
  const sample = (await check.json()) as { results?: unknown[] };
  if (check.status !== 200 || sample.results?.length !== BATCH_ITEMS)
    throw new Error(`the heavy batch answered ${check.status} ${JSON.stringify(sample).slice(0, 200)}`);
  let running = true;
  let batches = 0;
  let batchErrors = 0;
  let batchTime = 0;
  const sender = (async () => {
    while (running) {
      const started = performance.now();
      const answer = await fetch(batchUrl, { ...BATCH_REQUEST, body: HEAVY_BODY }).catch(() => undefined);
      await answer?.arrayBuffer();
      if (answer?.status === 200) {
        batches += 1;
        batchTime += performance.now() - started;
      } else batchErrors += 1;
    }
  })();
  try {
    const figures = await run({ ...production, label: 'beside-batches' });
    return { ...figures, batches, batchMs: batches === 0 ? 0 : batchTime / batches, batchErrors };
  } finally {
    running = false;
    await sender;
  }
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
    targets.push(await launch('bare-api', (port) => [bare, String(port), 'api']));
    targets.push(await launch('bare-conversion', (port) => [bare, String(port), 'engine']));
    targets.push(await launch('bare-conv+headers', (port) => [bare, String(port), 'engine-headers']));
    targets.push({ ...targets[0]!, label: 'production, new values', fresh: true });
    targets.push({ ...targets.find((target) => target.label === 'bare-conversion')!, label: 'bare-conv, new values', fresh: true });
    targets.push(await launch('next-route', (port) => [NEXT_BIN, 'start', '--port', String(port), '--hostname', '127.0.0.1']));
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
    const beside = await besideHeavyBatches(targets[0]!);
    console.log('server                  requests/s   conversions/s   p99 (ms)   errors (all rounds)');
    for (const target of targets) {
      const row = figures(target.label);
      const failed = String(errors.get(row.label) ?? 0);
      const conversions = row.rps * (target.batch ?? 1);
      console.log(
        `${row.label.padEnd(23)} ${row.rps.toFixed(0).padStart(10)}   ${conversions.toFixed(0).padStart(13)}   ${String(row.p99).padStart(8)}   ${failed.padStart(6)}`,
      );
    }
    console.log(
      `${'beside-batches'.padEnd(23)} ${beside.rps.toFixed(0).padStart(10)}   ${'-'.padStart(13)}   ${String(beside.p99).padStart(8)}   ${String(beside.errors).padStart(6)}`,
    );
    console.log(
      `  (meanwhile ${beside.batches} heavy batches of ${BATCH_ITEMS} items, ${(HEAVY_BODY.length / 1024).toFixed(0)} KB each, answered in ${beside.batchMs.toFixed(0)} ms on average; ${beside.batchErrors} failed)`,
    );
    const production = figures('production');
    console.log(
      `\nratio production / bare-conversion: ${(production.rps / figures('bare-conversion').rps).toFixed(2)} (aim >= 0.5, no errors, p99 <= 20 ms)`,
    );
    console.log(
      `ratio production / bare-conversion, new values every request: ${(figures('production, new values').rps / figures('bare-conv, new values').rps).toFixed(2)}`,
    );
    console.log(`ratio production / bare-api: ${(production.rps / figures('bare-api').rps).toFixed(2)}`);
    console.log(
      `ratio production / bare-conv+headers: ${(production.rps / figures('bare-conv+headers').rps).toFixed(2)} (bare-conv+headers / bare-conversion: ${(figures('bare-conv+headers').rps / figures('bare-conversion').rps).toFixed(2)}, the headers' share)`,
    );
    console.log(`p99 of GETs beside heavy batches: ${beside.p99} ms (aim <= 100 ms)`);
    const batchConversions = figures('batch').rps * BATCH_ITEMS;
    console.log(
      `ratio batch / single GET, conversions per second on the production server: ${(batchConversions / production.rps).toFixed(1)}`,
    );
    // Errors (non-2xx or time-outs) of the compared servers fail the run; the references are context.
    const failures =
      (errors.get('production') ?? 0) +
      (errors.get('production, new values') ?? 0) +
      (errors.get('bare-api') ?? 0) +
      (errors.get('batch') ?? 0) +
      beside.errors +
      beside.batchErrors;
    if (failures > 0) process.exitCode = 1;
  } finally {
    await Promise.all(targets.map((target) => stop(target.child)));
  }
}

await main();
