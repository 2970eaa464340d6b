/**
 * `npm run bench:serve` (after `npm run build`): requests/s of the pair, home and category pages
 * through `npm start` (node dist/server.js: security headers, CSP hashes, compression) beside plain
 * `next start` on the same build, in one run, with autocannon (20 connections, as a browser asks:
 * Accept-Encoding br and gzip; 3 rounds of 10 s per server and page in turns after a 3 s warm-up,
 * best round kept; BENCH_ROUNDS, BENCH_DURATION, BENCH_CONNECTIONS override).
 * Prints requests/s and p99 of both and their ratio (aim for the pair page: >= 0.9), and checks
 * before and after each page's rounds that the front's answers carry the security headers.
 */
import { existsSync } from 'node:fs';
import type { ChildProcess } from 'node:child_process';
import { autocannon, freePort, NEXT_BIN, root, start, stop, waitUntilUp } from './perf/bench-servers';
import { pageTypes } from './perf/page-types';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const WARM_UP = 3;
const PAGES = ['pair', 'home', 'category'] as const;
const BROWSER = { Accept: 'text/html', 'Accept-Encoding': 'gzip, deflate, br' } as const;
const SECURITY_HEADERS = [
  'content-security-policy',
  'x-content-type-options',
  'referrer-policy',
  'cross-origin-opener-policy',
  'permissions-policy',
] as const;

interface Server {
  readonly label: string;
  readonly child: ChildProcess;
  readonly origin: string;
}

async function launch(label: string, args: (port: number) => string[]): Promise<Server> {
  const port = await freePort();
  const child = start(label, args(port), port);
  try {
    await waitUntilUp(child, port);
  } catch (error) {
    await stop(child);
    throw error;
  }
  return { label, child, origin: `http://127.0.0.1:${port}` };
}

/** The page answers 200 as a browser asks for it; through the front, with every security header and a hashed CSP. */
async function check(server: Server, path: string, secured: boolean): Promise<void> {
  const answer = await fetch(`${server.origin}${path}`, { headers: BROWSER });
  await answer.arrayBuffer();
  if (answer.status !== 200) throw new Error(`${server.label} answered ${path} with ${answer.status}`);
  if (!secured) return;
  const missing = SECURITY_HEADERS.filter((name) => !answer.headers.has(name));
  if (missing.length > 0) throw new Error(`${server.label} answered ${path} without ${missing.join(', ')}`);
  if (!/'sha256-/.test(answer.headers.get('content-security-policy') ?? ''))
    throw new Error(`${server.label}: ${path} has no script hashes in its CSP`);
}

interface Figures {
  readonly rps: number;
  readonly p99: number;
  readonly errors: number;
}

async function measure(server: Server, path: string, duration: number): Promise<Figures> {
  const result = await autocannon({ url: `${server.origin}${path}`, connections: CONNECTIONS, duration, headers: { ...BROWSER } });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.timeouts + result.non2xx };
}

async function main(): Promise<void> {
  if (!existsSync(`${root}.next/BUILD_ID`) || !existsSync(`${root}dist/server.js`)) {
    console.error('No production build: run `npm run build` first.');
    process.exit(1);
  }
  console.log(
    `autocannon: ${CONNECTIONS} connections, Accept-Encoding "${BROWSER['Accept-Encoding']}", ${ROUNDS} rounds of ${DURATION} s per server and page, taken in turns (after a ${WARM_UP} s warm-up), loopback\n`,
  );
  const servers: Server[] = [];
  try {
    const front = await launch('npm start', () => [`${root}dist/server.js`]);
    servers.push(front);
    // "localhost": with any other name Next 16's locale rewrites turn into a redirect loop (see server.ts).
    const plain = await launch('next start', (port) => [NEXT_BIN, 'start', '--port', String(port), '--hostname', 'localhost']);
    servers.push(plain);
    const rows: string[] = [];
    let failed = 0;
    let pairRatio = 0;
    for (const page of PAGES) {
      const path = pageTypes[page];
      for (const server of servers) {
        await check(server, path, server === front);
        await measure(server, path, WARM_UP);
      }
      const best = new Map<Server, Figures>();
      for (let round = 0; round < ROUNDS; round++) {
        for (const server of servers) {
          const figures = await measure(server, path, DURATION);
          failed += figures.errors;
          const previous = best.get(server);
          if (previous === undefined || figures.rps > previous.rps) best.set(server, figures);
        }
      }
      await check(front, path, true);
      const ours = best.get(front)!;
      const theirs = best.get(plain)!;
      const ratio = ours.rps / theirs.rps;
      if (page === 'pair') pairRatio = ratio;
      rows.push(
        `${page.padEnd(9)} ${ours.rps.toFixed(0).padStart(9)} ${String(ours.p99).padStart(9)}   ${theirs.rps.toFixed(0).padStart(9)} ${String(theirs.p99).padStart(9)}   ${ratio.toFixed(2).padStart(5)}`,
      );
    }
    console.log('          ----- npm start ----   ---- next start ----');
    console.log('page          req/s   p99 ms       req/s   p99 ms   ratio');
    for (const row of rows) console.log(row);
    console.log(`\npair page: npm start / next start = ${pairRatio.toFixed(2)} (aim >= 0.9); errors in all rounds: ${failed}`);
    if (failed > 0) process.exitCode = 1;
  } finally {
    await Promise.all(servers.map((server) => stop(server.child)));
  }
}

await main();
