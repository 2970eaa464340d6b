/**
 * The bulk converter on a large file, in a real browser: `npm run bench:bulk` (after `npm run build`).
 *
 * Generates a 1,000,000-row CSV file (about 30 MB, see bulk-bench/generate-csv.ts), opens
 * /tools/bulk-convert of the production server in headless Chromium, loads the file through the
 * "CSV file" input, converts a column (length, cm to in) and reports:
 *   convert     the page's own measure from the Convert click to the finished file (performance
 *               measure "bulk-convert": read, decode, parse, convert, write, in the worker)
 *   floor       Papa Parse alone parsing the same File in a Web Worker of the same page
 *               (Papa.parse(file, { chunk }), its own streaming, nothing done with the rows)
 *   longest     the longest main-thread task (PerformanceObserver "longtask"; none means < 50 ms)
 *               from choosing the file to the results
 * Each run converts, then times the floor at once, so both see the same load on a shared machine;
 * the ratio is taken per run and its median printed, with the medians and best times of each.
 * The page is used as a visitor does: the site's service worker controls it before the first file.
 * Aim: convert < 2x floor, longest < 200 ms, the downloaded file complete. The bench exits 1 when a
 * conversion fails (the page's alert is printed), the file is incomplete or an aim is missed.
 *
 * Options: --rows N (default 1000000), --runs N (default 5), --url URL (a server already running;
 * otherwise the production build, made with `npm run build` when there is none or with --build, is
 * served by `npm start` on BENCH_PORT, default 3799, and stopped at the end).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createReadStream, existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Page } from '@playwright/test';
import { build } from 'esbuild';
import { generateCsv } from './bulk-bench/generate-csv';
import { systemChromium } from './perf/system-chromium';

const root = join(import.meta.dirname, '..');
const { values: args } = parseArgs({
  options: {
    rows: { type: 'string', default: '1000000' },
    runs: { type: 'string', default: '5' },
    url: { type: 'string' },
    build: { type: 'boolean', default: false },
  },
});
const ROWS = Number(args.rows);
const RUNS = Number(args.runs);
/** Papa Parse alone, as a worker script: parse the File it is given and report the time. */
async function floorWorkerSource(): Promise<string> {
  const result = await build({
    stdin: {
      contents: `import Papa from 'papaparse';
        self.onmessage = (event) => {
          const start = performance.now();
          let rows = 0;
          Papa.parse(event.data, {
            chunk: (results) => { rows += results.data.length; },
            complete: () => self.postMessage({ ms: performance.now() - start, rows }),
            error: (error) => self.postMessage({ error: String(error) }),
          });
        };`,
      resolveDir: root,
      loader: 'js',
    },
    bundle: true,
    format: 'iife',
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}

/** The production build the bench measures: `npm run build`, when asked or when there is none. */
function ensureBuild() {
  if (!args.build && existsSync(join(root, '.next', 'BUILD_ID')) && existsSync(join(root, 'public', 'sw.js'))) return;
  console.log('Building: npm run build');
  const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('`npm run build` failed.');
}

async function startServer(port: number): Promise<ChildProcess> {
  ensureBuild();
  // As Playwright starts it (playwright.config.ts): `npm start` with PORT and HOSTNAME.
  const server = spawn('npm', ['start'], {
    cwd: root,
    stdio: 'ignore',
    detached: true,
    env: { ...process.env, PORT: String(port), HOSTNAME: '127.0.0.1', NODE_ENV: 'production' },
  });
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('The server did not start within a minute.');
}

interface ConvertRun {
  readonly ms: number;
  /** Longest main-thread task from choosing the file to the results, and during the conversion alone. */
  readonly longestTask: number;
  readonly longestTaskConverting: number;
  readonly totalRows: string;
}

async function convertOnce(page: Page, baseUrl: string, csvPath: string): Promise<ConvertRun> {
  await page.goto(`${baseUrl}/tools/bulk-convert`);
  // As a visitor who let the page settle: the service worker controls it (it answers the worker's script).
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
  await page.evaluate(() => performance.clearMeasures());
  const since = await page.evaluate(() => performance.now());
  await page.getByLabel('CSV file').setInputFiles(csvPath);
  await page.getByRole('region', { name: /first rows/ }).waitFor();
  await page.getByLabel('Category', { exact: true }).selectOption('length');
  await page.getByLabel('From', { exact: true }).selectOption('cm');
  await page.getByLabel('To', { exact: true }).selectOption('in');
  await page.getByLabel('Column', { exact: true }).selectOption({ label: 'length_cm' });
  await page.getByRole('button', { name: 'Convert', exact: true }).click();
  const done = page.getByRole('button', { name: 'Download converted file' });
  const failed = page.getByRole('alert').filter({ hasText: /\S/ });
  await done.or(failed).first().waitFor({ timeout: 600_000 });
  if (await failed.count()) throw new Error(`The conversion failed: ${(await failed.first().innerText()).replace(/\s+/g, ' ')}`);
  return page.evaluate((from) => {
    const measure = performance.getEntriesByName('bulk-convert')[0];
    const tasks = (window as unknown as { __longTasks: PerformanceEntry[] }).__longTasks.filter((task) => task.startTime >= from);
    const converting = tasks.filter((task) => measure !== undefined && task.startTime + task.duration >= measure.startTime);
    const total = [...document.querySelectorAll('dt')].find((dt) => dt.textContent === 'Total rows')?.nextElementSibling;
    return {
      ms: measure?.duration ?? NaN,
      longestTask: Math.max(0, ...tasks.map((task) => task.duration)),
      longestTaskConverting: Math.max(0, ...converting.map((task) => task.duration)),
      totalRows: total?.textContent ?? '',
    };
  }, since);
}

async function floorOnce(page: Page, source: string, csvPath: string): Promise<number> {
  // An input of the bench's own holds the same file, whatever the page did with its input.
  await page.evaluate(() => {
    const input = document.createElement('input');
    input.type = 'file';
    input.id = 'bench-floor';
    document.body.append(input);
  });
  await page.locator('#bench-floor').setInputFiles(csvPath);
  const answer = await page.evaluate(async (code) => {
    const input = document.querySelector<HTMLInputElement>('#bench-floor');
    const file = input?.files?.[0];
    if (!file) throw new Error('no file in the input');
    const worker = new Worker(URL.createObjectURL(new Blob([code], { type: 'text/javascript' })));
    const result = await new Promise<{ ms?: number; rows?: number; error?: string }>((resolve) => {
      worker.onmessage = (event) => resolve(event.data);
      worker.postMessage(file);
    });
    worker.terminate();
    return result;
  }, source);
  if (answer.ms === undefined) throw new Error(`Papa Parse failed: ${answer.error}`);
  return answer.ms;
}

/** Line ends in a file, read as a stream (the file is tens of MB). */
async function countLines(path: string): Promise<number> {
  let lines = 0;
  for await (const chunk of createReadStream(path) as AsyncIterable<Buffer>) {
    for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines++;
  }
  return lines;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (value: number) => `${Math.round(value).toLocaleString('en-US')} ms`;
/** Long tasks are those over 50 ms; none recorded means every task was shorter. */
const task = (value: number) => (value === 0 ? 'none over 50 ms' : ms(value));

async function main() {
  const dir = join(root, 'bench-output');
  mkdirSync(dir, { recursive: true });
  const csvPath = join(dir, `bulk-${ROWS}.csv`);
  const csv = await generateCsv(csvPath, ROWS);
  console.log(`File: ${csvPath}, ${ROWS.toLocaleString('en-US')} rows, ${(csv.bytes / 1024 / 1024).toFixed(1)} MB`);

  const port = Number(process.env.BENCH_PORT ?? 3799);
  const server = args.url === undefined ? await startServer(port) : undefined;
  const baseUrl = args.url ?? `http://127.0.0.1:${port}`;
  const browser = await chromium.launch(systemChromium);
  try {
    const page = await browser.newPage({ acceptDownloads: true });
    await page.addInitScript(() => {
      const tasks: PerformanceEntry[] = [];
      (window as unknown as { __longTasks: PerformanceEntry[] }).__longTasks = tasks;
      new PerformanceObserver((list) => tasks.push(...list.getEntries())).observe({ type: 'longtask', buffered: true });
    });
    const source = await floorWorkerSource();
    const converts: ConvertRun[] = [];
    const floors: number[] = [];
    for (let run = 1; run <= RUNS; run++) {
      const convert = await convertOnce(page, baseUrl, csvPath);
      if (convert.totalRows.replace(/\D/g, '') !== String(ROWS))
        throw new Error(`The page counted ${convert.totalRows} rows, not ${ROWS}.`);
      if (run === 1) {
        // Once: the downloaded file has every row and the new column.
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          page.getByRole('button', { name: 'Download converted file' }).click(),
        ]);
        const saved = await download.path();
        const head = readFileSync(saved, { encoding: 'utf8' }).slice(0, 80).split('\r\n')[0];
        const lines = await countLines(saved);
        console.log(
          `Download: ${download.suggestedFilename()}, ${(statSync(saved).size / 1024 / 1024).toFixed(1)} MB, ${lines} lines, header "${head}"`,
        );
        if (lines !== ROWS + 1) throw new Error(`The downloaded file has ${lines} lines, not ${ROWS + 1} (header and rows).`);
      }
      const floor = await floorOnce(page, source, csvPath);
      converts.push(convert);
      floors.push(floor);
      console.log(
        `run ${run}: convert ${ms(convert.ms)}, Papa Parse floor ${ms(floor)}, ${(convert.ms / floor).toFixed(2)}x, ` +
          `longest main-thread task ${task(convert.longestTask)} (during the conversion ${task(convert.longestTaskConverting)})`,
      );
    }
    const convertMs = median(converts.map((run) => run.ms));
    const floorMs = median(floors);
    const longest = Math.max(...converts.map((run) => run.longestTask));
    const longestConverting = Math.max(...converts.map((run) => run.longestTaskConverting));
    console.log('');
    console.log(`convert (median of ${RUNS}) ${ms(convertMs)}   best ${ms(Math.min(...converts.map((run) => run.ms)))}`);
    console.log(`floor   (median of ${RUNS}) ${ms(floorMs)}   best ${ms(Math.min(...floors))}`);
    const ratio = median(converts.map((run, i) => run.ms / floors[i]!));
    console.log(`ratio   ${ratio.toFixed(2)}x the floor (median of the runs' ratios; aim < 2x)`);
    console.log(`longest main-thread task ${task(longest)}, during the conversion ${task(longestConverting)} (aim < 200 ms)`);
    const missed = [ratio >= 2 && `ratio ${ratio.toFixed(2)}x >= 2x`, longest >= 200 && `longest task ${ms(longest)} >= 200 ms`].filter(
      Boolean,
    );
    if (missed.length > 0) {
      console.error(`Aim missed: ${missed.join(', ')}`);
      process.exitCode = 1;
    }
  } finally {
    await browser.close();
    if (server?.pid !== undefined) process.kill(-server.pid);
  }
}

await main();
