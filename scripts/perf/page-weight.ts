import { gzipSync } from 'node:zlib';
import type { APIRequestContext } from '@playwright/test';

/** What a page costs the browser: the JavaScript it loads and its HTML, both gzipped. */
export interface PageWeight {
  /** Sum of each same-origin script's body, gzipped on its own (zlib's default level). */
  jsGzip: number;
  htmlGzip: number;
  scripts: number;
}

/** The `src` of every external script an HTML document loads (Next's module chunks). */
export function scriptSources(html: string): string[] {
  return [...new Set([...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]!.replaceAll('&amp;', '&')))];
}

/**
 * Fetches `url` and weighs its HTML and every same-origin script its HTML loads: the JavaScript a
 * visitor's browser must download to start the page (chunks fetched later, link prefetches and a
 * framed page's own scripts excluded). Bytes depend only on the build, never on the machine's load.
 */
export async function weighPage(request: APIRequestContext, url: string): Promise<PageWeight> {
  const response = await request.get(url, { headers: { 'accept-encoding': 'identity' } });
  const html = await response.body();
  const origin = new URL(url).origin;
  const sources = scriptSources(html.toString('utf8'))
    .map((src) => new URL(src, url))
    .filter((src) => src.origin === origin);
  const sizes = await Promise.all(sources.map(async (src) => gzipSync(await (await request.get(src.href)).body()).length));
  return { jsGzip: sizes.reduce((a, b) => a + b, 0), htmlGzip: gzipSync(html).length, scripts: sizes.length };
}

/** Kilobytes with one decimal, as the README and the budgets write them. */
export const kb = (bytes: number) => (bytes / 1024).toFixed(1);
