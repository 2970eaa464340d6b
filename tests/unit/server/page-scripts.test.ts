import { createHash } from 'node:crypto';
import { createServer, get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { runInNewContext } from 'node:vm';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { LATE_SCRIPTS_FALLBACK_MS, lateScriptSources, placeScripts } from '@/lib/server/page-scripts';
import { createPageCache } from '@/lib/server/page-cache';
import { CONSENT_CHOICE_ATTRIBUTE, consentScript } from '@/lib/site/consent-script';
import { earlyInputScript } from '@/lib/site/early-input';
import { secureResponse } from '@/lib/server/secure-response';

const A = '/_next/static/chunks/a1.js';
const B = '/_next/static/chunks/turbopack-b2.js';
const C = '/_next/static/chunks/c3.js';
const tag = (source: string) => `<script src="${source}" async=""></script>`;
const preload = (source: string) => `<link rel="preload" as="script" fetchPriority="low" href="${source}"/>`;

const PAGE =
  `<!DOCTYPE html><html><head><link rel="stylesheet" href="/_next/static/chunks/s.css" data-precedence="next"/>${preload(C)}` +
  `${tag(A)}${tag(B)}<script src="/_next/static/chunks/p.js" noModule=""></script><script>theme()</script></head>` +
  `<body><h1>12 cm = 4.72 in</h1>${tag(C)}<script>self.__next_f.push([1,"x"])</script>` +
  `<script type="application/ld+json">{"a":1}</script></body></html>`;

/** The loader of `html`, run against a stand-in browser; says which scripts it added and when. */
function runLoader(html: string, browser: { paintTiming: boolean }) {
  const loader = /<script>([^<]*)<\/script><\/body>/.exec(html)?.[1];
  if (loader === undefined) throw new Error('no loader before </body>');
  const added: string[] = [];
  const timers: Array<() => void> = [];
  const frames: Array<() => void> = [];
  let observer: ((list: { getEntriesByName: (name: string) => unknown[] }, self: { disconnect: () => void }) => void) | undefined;
  let disconnected = false;
  class FakeObserver {
    static supportedEntryTypes = browser.paintTiming ? ['paint', 'largest-contentful-paint'] : ['mark'];
    constructor(callback: typeof observer) {
      observer = callback;
    }
    observe(options: { type: string; buffered: boolean }) {
      expect(options).toEqual({ type: 'paint', buffered: true });
    }
  }
  const document = {
    createElement: () => ({ src: '' }),
    head: { appendChild: (element: { src: string }) => added.push(element.src) },
  };
  runInNewContext(loader, {
    document,
    window: { PerformanceObserver: FakeObserver },
    setTimeout: (callback: () => void, delay: number) => {
      timers.push(delay === LATE_SCRIPTS_FALLBACK_MS || delay === undefined ? callback : () => {});
    },
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
  });
  return {
    added,
    paint: (name: string) =>
      observer?.({ getEntriesByName: (asked) => (asked === name ? [{}] : []) }, { disconnect: () => (disconnected = true) }),
    frame: () => frames.splice(0).forEach((callback) => callback()),
    timers: () => timers.splice(0).forEach((callback) => callback()),
    disconnected: () => disconnected,
  };
}

describe('placeScripts', () => {
  it("takes Next's script tags and their preload links out, adds the early-input script, and leaves every other tag alone", () => {
    const html = placeScripts(PAGE);
    for (const source of [A, B, C]) {
      expect(html).not.toContain(tag(source));
      expect(html).not.toContain(preload(source));
    }
    expect(html).toContain('<link rel="stylesheet" href="/_next/static/chunks/s.css" data-precedence="next"/>');
    expect(html).toContain(
      `<script src="/_next/static/chunks/p.js" noModule=""></script><script>theme()</script><script>${earlyInputScript()}</script></head>`,
    );
    expect(html).toContain('<h1>12 cm = 4.72 in</h1><script>self.__next_f.push([1,"x"])</script><script type="application/ld+json">');
    expect(html.endsWith('</script></body></html>')).toBe(true);
    expect(lateScriptSources(html)).toEqual([A, B, C]);
    expect(lateScriptSources(PAGE)).toEqual([]);
  });

  it('adds the scripts, in their order, once the first contentful paint is reported, and only once', () => {
    const browser = runLoader(placeScripts(PAGE), { paintTiming: true });
    browser.frame();
    browser.paint('first-paint');
    expect(browser.added).toEqual([]);
    browser.paint('first-contentful-paint');
    expect(browser.added).toEqual([A, B, C]);
    expect(browser.disconnected()).toBe(true);
    browser.timers();
    expect(browser.added).toEqual([A, B, C]);
  });

  it('adds them after a frame where the browser cannot report paints', () => {
    const browser = runLoader(placeScripts(PAGE), { paintTiming: false });
    expect(browser.added).toEqual([]);
    browser.frame();
    browser.timers();
    expect(browser.added).toEqual([A, B, C]);
  });

  it('adds them after a while when no paint comes (a tab opened in the background)', () => {
    const browser = runLoader(placeScripts(PAGE), { paintTiming: true });
    browser.timers();
    expect(browser.added).toEqual([A, B, C]);
  });

  it("writes the consent banner's script only into pages that hold the banner", () => {
    expect(placeScripts(PAGE)).not.toContain(consentScript());
    const banner = PAGE.replace('</h1>', `</h1><button type="button" ${CONSENT_CHOICE_ATTRIBUTE}="granted">Accept</button>`);
    expect(placeScripts(banner)).toContain(`<script>${consentScript()}</script><script>${earlyInputScript()}</script></head>`);
  });

  it('keeps a preload link of a file it does not load, and leaves what is not a whole page alone', () => {
    const other = preload('/_next/static/chunks/other.js');
    expect(placeScripts(PAGE.replace('</head>', `${other}</head>`))).toContain(other);
    const plain = '<!DOCTYPE html><html><head></head><body><p>Offline</p></body></html>';
    expect(placeScripts(plain)).toBe(
      `<!DOCTYPE html><html><head><script>${earlyInputScript()}</script></head><body><p>Offline</p></body></html>`,
    );
    const unfinished = `<html><head>${tag(A)}</head><body><p>`;
    expect(placeScripts(unfinished)).toBe(unfinished);
    const headless = `<html><body>${tag(A)}</body></html>`;
    expect(placeScripts(headless)).toBe(headless);
  });
});

describe('the front', () => {
  it('sends pages with the loader and the early-input script, allowed by their hashes, plain and compressed alike', async () => {
    const pages = createPageCache('build-1', 1_000_000);
    const server = createServer((request, response) => {
      if (secureResponse(request, response, 0, { pages })) return;
      response.setHeader('Content-Type', 'text/html; charset=utf-8');
      response.setHeader('x-nextjs-cache', 'HIT');
      response.end(PAGE.replace('<h1>', `<h1>${'long '.repeat(300)}`));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/convert/length/cm-to-inches`;
      const plain = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
      const html = await plain.text();
      expect(html).toBe(placeScripts(PAGE.replace('<h1>', `<h1>${'long '.repeat(300)}`)));
      const loader = /<script>([^<]*)<\/script><\/body>/.exec(html)![1]!;
      const hash = `'sha256-${createHash('sha256').update(loader, 'utf8').digest('base64')}'`;
      expect(plain.headers.get('content-security-policy')).toContain(hash);
      const early = `'sha256-${createHash('sha256').update(earlyInputScript(), 'utf8').digest('base64')}'`;
      expect(plain.headers.get('content-security-policy')).toContain(early);
      // Compressed twice: once made, once from the page cache.
      for (let turn = 0; turn < 2; turn += 1) {
        const compressed = await new Promise<Buffer>((resolve, reject) => {
          get(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () => resolve(Buffer.concat(chunks)));
          }).on('error', reject);
        });
        expect(gunzipSync(compressed).toString('utf8')).toBe(html);
      }
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
