import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import Papa from 'papaparse';
import { generateCsv, type GeneratedCsv } from '../../scripts/bulk-bench/generate-csv';

/**
 * Large files through the production build as a visitor meets it: with the site's service worker
 * in control of the page (the other specs block it), which is when the bulk worker used to start
 * without Turbopack's bootstrap config (see app/sw.ts). Playwright attaches to every worker it sees,
 * which delays the worker's start the way browser tools do.
 */
test.use({ serviceWorkers: 'allow', acceptDownloads: true });
test.describe.configure({ timeout: 240_000 });

const ROWS = 200_000;
const number = (value: number) => value.toLocaleString('en-US');

/** The generator's length in cm for row i, or null for its empty and "n/a" rows. */
function lengthCm(i: number): number | null {
  if (i % 500 === 0 || i % 1000 === 1) return null;
  return ((i * 7919) % 10_000_000) / 1000;
}

async function openSettled(page: Page) {
  await page.goto('/tools/bulk-convert');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
}

async function convertLengthColumn(page: Page, path: string) {
  await page.getByLabel('CSV file').setInputFiles(path);
  await expect(page.getByRole('region', { name: /first rows/ })).toBeVisible({ timeout: 60_000 });
  await page.getByLabel('Category', { exact: true }).selectOption('length');
  await page.getByLabel('From', { exact: true }).selectOption('cm');
  await page.getByLabel('To', { exact: true }).selectOption('in');
  await page.getByLabel('Column', { exact: true }).selectOption({ label: 'length_cm' });
  await page.getByRole('button', { name: 'Convert', exact: true }).click();
}

let csv: GeneratedCsv;
let csvPath: string;

test.beforeAll(async ({}, info) => {
  csvPath = info.outputPath(`bulk-${ROWS}.csv`);
  csv = await generateCsv(csvPath, ROWS);
});

test('converts a 200,000-row file end to end while the service worker controls the page', async ({ page }) => {
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  await openSettled(page);
  await convertLengthColumn(page, csvPath);

  await expect(page.getByRole('button', { name: 'Download converted file' })).toBeVisible({ timeout: 180_000 });
  await expect(page.getByRole('definition')).toHaveText([number(ROWS), number(csv.numeric), number(csv.invalid)]);
  expect(workers.some((url) => url.includes('#params='))).toBe(true);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download converted file' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`converted_bulk-${ROWS}.csv`);
  const parsed = Papa.parse<string[]>(await readFile(await download.path(), 'utf8'), { skipEmptyLines: true });
  const [header, ...rows] = parsed.data;
  expect(header).toEqual(['id', 'item', 'length_cm', 'note', 'length_cm_converted']);
  expect(rows).toHaveLength(ROWS);
  for (const i of [1, 2, 7, 103, 500, 1001, 123_457, ROWS]) {
    const row = rows[i - 1]!;
    expect(row[0]).toBe(String(i));
    const cm = lengthCm(i);
    if (cm === null) {
      expect(row[4]).toBe(row[2] === '' ? '' : 'Invalid number');
    } else {
      expect(Number(row[2])).toBe(cm);
      expect(Math.abs(Number(row[4]) - cm / 2.54)).toBeLessThanOrEqual(5e-7);
    }
  }
  expect(rows[6]![1]).toBe('Rod, large');
  expect(rows[102]![1]).toMatch(/^Tôle /);
});

test('converts a 1,000,000-row file (about 30 MB) to the end', async ({ page }, info) => {
  const path = info.outputPath('bulk-1000000.csv');
  const million = await generateCsv(path, 1_000_000);
  await openSettled(page);
  await convertLengthColumn(page, path);
  await expect(page.getByRole('button', { name: 'Download converted file' })).toBeVisible({ timeout: 200_000 });
  await expect(page.getByRole('definition')).toHaveText([number(1_000_000), number(million.numeric), number(million.invalid)]);
});

test('starts and converts when browser tools hold the worker at its start for a second', async ({ page }) => {
  await openSettled(page);
  // As developer tools attached to workers do: every new worker waits for the debugger, then runs.
  const cdp = await page.context().newCDPSession(page);
  const held: string[] = [];
  cdp.on('Target.attachedToTarget', ({ sessionId, targetInfo, waitingForDebugger }) => {
    if (targetInfo.type !== 'worker' || !waitingForDebugger) return;
    held.push(targetInfo.url);
    const run = JSON.stringify({ id: 1, method: 'Runtime.runIfWaitingForDebugger' });
    setTimeout(() => void cdp.send('Target.sendMessageToTarget', { sessionId, message: run }).catch(() => undefined), 1000);
  });
  await cdp.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: true, flatten: false });

  await convertLengthColumn(page, csvPath);
  await expect(page.getByRole('button', { name: 'Download converted file' })).toBeVisible({ timeout: 180_000 });
  await expect(page.getByRole('definition').first()).toHaveText(number(ROWS));
  expect(held).toHaveLength(1);
});

test.describe('without the service worker, so the test can answer for the network', () => {
  test.use({ serviceWorkers: 'block' });

  test('a worker that fails names the step and the reason, and the next file converts', async ({ page }) => {
    await page.goto('/tools/bulk-convert');
    // The first worker script the page asks for answers 404, as after a deployment removed it.
    let refused = 0;
    await page.route(/turbopack-worker-.*\.js/, (route) => (refused++ === 0 ? route.fulfill({ status: 404, body: '' }) : route.fallback()));
    await page.getByLabel('CSV file').setInputFiles({ name: 'a.csv', mimeType: 'text/csv', buffer: Buffer.from('id,length_cm\n1,254\n') });
    const alert = page.getByRole('alert').filter({ hasText: 'The conversion failed while starting the converter.' });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText('You can try again or choose another file.');

    await page.getByLabel('CSV file').setInputFiles({ name: 'b.csv', mimeType: 'text/csv', buffer: Buffer.from('id,length_cm\n1,254\n') });
    await expect(page.getByRole('region', { name: /first rows/ })).toBeVisible();
    await expect(alert).toBeHidden();
  });
});
