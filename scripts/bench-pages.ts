/**
 * `npm run bench:pages` (after `npm run build`): how light each page type is next to the lightest
 * page Next.js can serve, measured side by side in one run.
 *
 * The floor is a hello-world App Router page built with the project's own Next.js (`next build` in
 * a temporary folder inside the checkout, so it resolves the same node_modules). Ours is
 * `node dist/server.js` on the origin of SITE_URL (default http://localhost:4200; build with the same
 * SITE_URL so canonical links point at the origin served). For each page type it prints
 * JavaScript gzip and HTML gzip (scripts/perf/page-weight.ts); the first paint, the largest paint and
 * the moment the page is live (React hydrated it: the `hydrated` User Timing mark, which the floor
 * sets the same way) observed in Chromium under a phone's conditions (scripts/perf/phone-run.ts);
 * and Lighthouse mobile with applied (devtools) throttling: performance, TBT, FCP, LCP and CLS. Each
 * is a median of BENCH_RUNS (5) runs alternating ours and the floor (the system Chromium with the
 * tests' flags: scripts/perf/system-chromium), beside the floor's. BENCH_PAGES=pair,home limits the page types;
 * BENCH_BUILD_LOCK=<file> builds the floor under `flock <file>` (machines shared by several builds).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { request } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { kb, weighPage, type PageWeight } from './perf/page-weight';
import { medianObserved, observePhoneLoad, type Observed } from './perf/phone-run';
import { pageTypes, type PageType } from './perf/page-types';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './perf/system-chromium';

const root = fileURLToPath(new URL('..', import.meta.url));
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const SITE = new URL(process.env.SITE_URL ?? 'http://localhost:4200');
const FLOOR_PORT = Number(process.env.BENCH_FLOOR_PORT ?? Number(SITE.port || 80) + 1);
const NEXT_BIN = join(root, 'node_modules/next/dist/bin/next');
const BENCH_TYPES = [
  'home',
  'category',
  'pair',
  'kg-to-pounds',
  'recipe',
  'bulk',
  'food',
  'widget',
  'widget-embed',
  'api',
  'about',
] as const;

const selected: PageType[] = process.env.BENCH_PAGES
  ? (process.env.BENCH_PAGES.split(',') as PageType[]).filter((type) => type in pageTypes)
  : [...BENCH_TYPES];

const children: ChildProcess[] = [];
function stopAll() {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
}
process.on('exit', stopAll);
process.on('SIGINT', () => process.exit(130));

function buildFloor(): string {
  const dir = mkdtempSync(join(root, '.bench-floor-'));
  mkdirSync(join(dir, 'app'));
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ private: true, type: 'module' }));
  // A config of its own: without one Next 16 reads the project's (next-intl plugin and all) from the folder above.
  writeFileSync(join(dir, 'next.config.mjs'), 'export default {};\n');
  // The floor marks the moment it is live as our layout does (components/layout/hydration-mark.tsx).
  writeFileSync(
    join(dir, 'app/mark.jsx'),
    `'use client';\nimport { useEffect } from 'react';\nexport function Mark() {\n  useEffect(() => { performance.mark('hydrated'); }, []);\n  return null;\n}\n`,
  );
  writeFileSync(
    join(dir, 'app/layout.jsx'),
    `import { Mark } from './mark';
export const metadata = { title: 'Hello', description: 'Hello, world.' };
export const viewport = { width: 'device-width', initialScale: 1 };
export default function RootLayout({ children }) {
  return <html lang="en"><body>{children}<Mark /></body></html>;
}
`,
  );
  writeFileSync(join(dir, 'app/page.jsx'), `export default function Page() {\n  return <main><h1>Hello, world</h1></main>;\n}\n`);
  const command = [process.execPath, NEXT_BIN, 'build', dir];
  const lock = process.env.BENCH_BUILD_LOCK;
  const result = spawnSync(lock ? 'flock' : command[0]!, lock ? [lock, ...command] : command.slice(1), {
    cwd: dir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) throw new Error(`floor build failed (${result.status})`);
  return dir;
}

function serve(label: string, args: string[], port: number, cwd: string, env: Record<string, string> = {}): ChildProcess {
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', PORT: String(port), HOSTNAME: '127.0.0.1', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  child.on('exit', (code) => {
    if (code !== null && code !== 0) console.error(`${label} server exited with ${code}`);
  });
  children.push(child);
  return child;
}

async function waitFor(url: string) {
  for (let tries = 0; tries < 240; tries++) {
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  throw new Error(`${url} did not answer`);
}

interface Lab {
  performance: number;
  /** Accessibility, best practices, SEO scores, "1.00/1.00/1.00". */
  others: string;
  tbt: number;
  fcp: number;
  lcp: number;
  cls: number;
}

async function lab(url: string): Promise<Lab> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      // Applied throttling: the page is loaded under the phone's conditions, not simulated from a fast load.
      throttlingMethod: 'devtools',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) throw new Error(`${url}: no Lighthouse result`);
    const { lhr } = result;
    // A run Lighthouse could not finish (NO_LCP, a protocol timeout on a busy machine) has no score.
    if (lhr.runtimeError !== undefined || typeof lhr.categories.performance?.score !== 'number') {
      throw new Error(
        `${url}: Lighthouse gave no performance score (${lhr.runtimeError?.code ?? 'no runtime error'}: ${lhr.runtimeError?.message ?? lhr.runWarnings.join('; ')})`,
      );
    }
    const metric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    // Which element was the largest paint, so a table row that misses its goal says why.
    const lcpElement = JSON.stringify(lhr.audits['lcp-breakdown-insight']?.details ?? {}).match(/"nodeLabel":"((?:[^"\\]|\\.)*)"/)?.[1];
    console.error(`${url}: largest paint ${lcpElement ?? 'unknown'}`);
    return {
      performance: lhr.categories.performance?.score ?? NaN,
      others: (['accessibility', 'best-practices', 'seo'] as const).map((id) => (lhr.categories[id]?.score ?? NaN).toFixed(2)).join('/'),
      tbt: metric('total-blocking-time'),
      fcp: metric('first-contentful-paint'),
      lcp: metric('largest-contentful-paint'),
      cls: metric('cumulative-layout-shift'),
    };
  } finally {
    await chrome.kill();
  }
}

/** A Lighthouse run, tried again (up to twice) when Lighthouse could not finish it, saying so. */
async function labRun(url: string): Promise<Lab> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lab(url);
    } catch (error) {
      if (attempt === 3) throw error;
      console.error(`${error instanceof Error ? error.message : String(error)}; trying again`);
    }
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const medianLab = (runs: Lab[]): Lab => ({
  others: runs.map((r) => r.others).sort()[Math.floor(runs.length / 2)]!,
  performance: median(runs.map((r) => r.performance)),
  tbt: median(runs.map((r) => r.tbt)),
  fcp: median(runs.map((r) => r.fcp)),
  lcp: median(runs.map((r) => r.lcp)),
  cls: median(runs.map((r) => r.cls)),
});
const signed = (value: number, digits = 0) => `${value >= 0 ? '+' : '−'}${Math.abs(value).toFixed(digits)}`;

async function main() {
  if (!existsSync(join(root, 'dist/server.js')) || !existsSync(join(root, '.next/BUILD_ID'))) {
    throw new Error('No production build: run `npm run build` first (with the SITE_URL you bench).');
  }
  console.error('Building the floor (hello-world Next.js page)…');
  const floorDir = buildFloor();
  try {
    const ours = `http://${SITE.hostname}:${SITE.port || 80}`;
    const floor = `http://127.0.0.1:${FLOOR_PORT}/`;
    serve('ours', ['dist/server.js'], Number(SITE.port || 80), root, { SITE_URL: SITE.origin });
    serve('floor', [NEXT_BIN, 'start', floorDir, '-p', String(FLOOR_PORT), '-H', '127.0.0.1'], FLOOR_PORT, floorDir);
    await Promise.all([waitFor(`${ours}/api/status`), waitFor(floor)]);

    const http = await request.newContext();
    const floorWeight = await weighPage(http, floor);
    const weights = new Map<PageType, PageWeight>();
    for (const type of selected) weights.set(type, await weighPage(http, ours + pageTypes[type]));
    await http.dispose();

    const rows: string[] = [];
    const observedRows: string[] = [];
    for (const type of selected) {
      const oursRuns: Lab[] = [];
      const floorRuns: Lab[] = [];
      const oursSeen: Observed[] = [];
      const floorSeen: Observed[] = [];
      for (let run = 0; run < RUNS; run++) {
        oursSeen.push(await observePhoneLoad(ours + pageTypes[type]));
        floorSeen.push(await observePhoneLoad(floor));
        oursRuns.push(await labRun(ours + pageTypes[type]));
        floorRuns.push(await labRun(floor));
        console.error(`${type}: run ${run + 1}/${RUNS}`);
      }
      const seen = medianObserved(oursSeen);
      const floorSeenMedian = medianObserved(floorSeen);
      const ms = (value: number) => value.toFixed(0);
      observedRows.push(
        `| ${type} | ${ms(seen.fcp)} | ${ms(seen.lcp)} (${signed(seen.lcp - seen.fcp)}) | ${ms(seen.live)} (${signed(seen.live - floorSeenMedian.live)}) | ${ms(floorSeenMedian.fcp)} | ${ms(floorSeenMedian.lcp)} | ${ms(floorSeenMedian.live)} |`,
      );
      const a = medianLab(oursRuns);
      const f = medianLab(floorRuns);
      const w = weights.get(type)!;
      rows.push(
        `| ${type} | ${kb(w.jsGzip)} (${signed((w.jsGzip - floorWeight.jsGzip) / 1024, 1)}) | ${kb(w.htmlGzip)} (${signed((w.htmlGzip - floorWeight.htmlGzip) / 1024, 1)}) | ${a.performance.toFixed(2)} (${signed(a.performance - f.performance, 2)}) | ${a.tbt.toFixed(0)} (${signed(a.tbt - f.tbt)}) | ${(a.fcp / 1000).toFixed(2)} (${signed((a.fcp - f.fcp) / 1000, 2)}) | ${(a.lcp / 1000).toFixed(2)} (${signed((a.lcp - f.lcp) / 1000, 2)}) | ${a.cls.toFixed(3)} (${signed(a.cls - f.cls, 3)}) | ${a.others} |`,
      );
      rows.push(
        `| floor, same runs | ${kb(floorWeight.jsGzip)} | ${kb(floorWeight.htmlGzip)} | ${f.performance.toFixed(2)} | ${f.tbt.toFixed(0)} | ${(f.fcp / 1000).toFixed(2)} | ${(f.lcp / 1000).toFixed(2)} | ${f.cls.toFixed(3)} | ${f.others} |`,
      );
    }
    console.log(
      '| page | JS gzip KB (vs floor) | HTML gzip KB (vs floor) | performance (vs floor) | TBT ms (vs floor) | FCP s (vs floor) | LCP s (vs floor) | CLS (vs floor) | a11y/BP/SEO |',
    );
    console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
    for (const row of rows) console.log(row);
    console.log('\nObserved under the phone profile (CPU 4x, 150 ms round trip, 1.6 Mbps), medians in ms:\n');
    console.log('| page | first paint | largest paint (− first) | live (− floor live) | floor first paint | floor largest | floor live |');
    console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
    for (const row of observedRows) console.log(row);
  } finally {
    stopAll();
    rmSync(floorDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
