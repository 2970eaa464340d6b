import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';

/** What a page costs the browser: the JavaScript it loads and its HTML, both gzipped. */
export interface PageWeight {
  /** Sum of each same-origin script's body, gzipped on its own (level 6, as servers send it). */
  jsGzip: number;
  htmlGzip: number;
  scripts: number;
}

/**
 * Loads `url` in a fresh page (phone viewport, no cache) and weighs every script it fetches until
 * the network is idle: the chunks in the HTML and those loaded on start (dynamic imports included).
 * Bytes depend only on the build, never on the machine's load.
 */
export async function weighPage(browser: Browser, url: string): Promise<PageWeight> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  // The consent answer is given, so the banner's choice loads nothing it would not load anyway.
  await context.addInitScript(() => {
    window.localStorage.setItem('consent', JSON.stringify({ state: { decision: 'denied' }, version: 0 }));
  });
  const page = await context.newPage();
  const origin = new URL(url).origin;
  const bodies: Promise<number>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script' || new URL(response.url()).origin !== origin) return;
    bodies.push(response.body().then((body) => gzipSync(body).length, () => 0));
  });
  const response = await page.goto(url, { waitUntil: 'load' });
  if (response === null) throw new Error(`${url}: no response`);
  const html = await response.body();
  await page.waitForLoadState('networkidle');
  const sizes = await Promise.all(bodies);
  await context.close();
  return { jsGzip: sizes.reduce((a, b) => a + b, 0), htmlGzip: gzipSync(html).length, scripts: sizes.length };
}

/** Kilobytes with one decimal, as the README and the budgets write them. */
export const kb = (bytes: number) => (bytes / 1024).toFixed(1);
