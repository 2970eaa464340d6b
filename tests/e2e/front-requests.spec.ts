/**
 * The production front as an attacker probes it, one request at a time: malformed requests are 4xx,
 * odd spellings of a path are redirected before anything renders, made-up addresses store nothing,
 * one request never changes another visitor's answer, and every answer carries the security headers.
 */
import { readdirSync, statSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { E2E } from '@/tests/support/e2e-env';

/** Sends `head` as written (fetch cannot send TRACE or an absolute-form target); the status line back. */
function raw(head: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(E2E.port, '127.0.0.1', () => socket.write(`${head}\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`));
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
    socket.on('end', () => resolve(text.split('\r\n', 1)[0]!));
    socket.on('error', reject);
  });
}

test('bad requests are 4xx, never 500', async ({ request }) => {
  for (const path of ['/%', '/de/%25', '/sitemaps/%E0%A4%A.xml']) expect((await request.get(path)).status(), path).toBe(400);
  expect(await raw('TRACE / HTTP/1.1')).toMatch(/^HTTP\/1\.1 405/);
  expect(await raw('GET http://evil.example/about HTTP/1.1')).toMatch(/^HTTP\/1\.1 400/);
});

test('odd spellings of a path are redirected to the canonical one, never rendered', async ({ request }) => {
  for (const path of ['/category/lengt%68', '/%63ategory/length', '//category//length', '/Category/Length']) {
    const response = await request.get(`${E2E.baseURL}${path}?value=2`, { maxRedirects: 0 });
    expect(response.status(), path).toBe(308);
    expect(response.headers()['location']).toBe('/category/length?value=2');
  }
});

/** Every file under .next/server, as path and size: what the server has stored. */
function stored(dir = join('.next', 'server')): Map<string, number> {
  const files = new Map<string, number>();
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    files.set(path, statSync(path).size);
  }
  return files;
}

test('60 made-up addresses store nothing', async ({ request }) => {
  const before = stored();
  for (let index = 0; index < 15; index += 1) {
    for (const path of [
      `/category/made-up-${index}`,
      `/made-up-${index}.txt`,
      `/x.y/convert/length/made-${index}`,
      `/_vercel/made-up-${index}`,
    ])
      expect((await request.get(path)).status(), path).toBe(404);
  }
  const after = stored();
  expect([...after.keys()].filter((path) => !before.has(path))).toEqual([]);
});

async function answer(request: APIRequestContext, path: string, headers: Record<string, string>) {
  const response = await request.get(path, { headers, maxRedirects: 0 });
  return {
    status: response.status(),
    location: response.headers()['location'],
    cookies: response
      .headersArray()
      .filter((header) => header.name.toLowerCase() === 'set-cookie')
      .map((header) => header.value.split(';', 1)[0]),
    lang: /<html[^>]*\blang="([^"]+)"/.exec(await response.text())?.[1],
  };
}

test('one visitor’s request never changes the next one’s answer: language, cookie, fetch destination', async ({ playwright }) => {
  const cases: { primer: Record<string, string>; path: string; probe: Record<string, string> }[] = [
    { primer: { Cookie: 'NEXT_LOCALE=de; NEXT_LOCALE=zz' }, path: '/?p=1', probe: { Cookie: 'NEXT_LOCALE=de' } },
    { primer: { 'Sec-Fetch-Dest': 'document', 'Accept-Language': 'en' }, path: '/no/offline', probe: { 'Sec-Fetch-Dest': 'empty' } },
  ];
  for (const { primer, path, probe } of cases) {
    const fresh = await playwright.request.newContext({ baseURL: E2E.baseURL });
    const alone = await answer(fresh, path, probe);
    await answer(fresh, path, primer);
    const after = await answer(fresh, path, probe);
    expect(after, path).toEqual(alone);
    await fresh.dispose();
  }
  const german = await playwright.request.newContext({ baseURL: E2E.baseURL });
  const visit = await answer(german, '/?p=1', { Cookie: 'NEXT_LOCALE=de' });
  expect(visit.status).toBe(307);
  expect(visit.location).toMatch(/^(?:https?:\/\/[^/]+)?\/de\?p=1$/);
  expect(visit.cookies).not.toContain('NEXT_LOCALE=en');
  await german.dispose();
});

test('the first visitor’s query is never baked into a page', async ({ request }) => {
  const path = '/fr/convert/weight/short-tons-to-stone-and-pounds';
  expect(await (await request.get(`${path}?mk=first-visitor`)).text()).not.toContain('first-visitor');
  expect(await (await request.get(path)).text()).not.toContain('first-visitor');
});

const scriptSrc = (csp: string | undefined) =>
  (csp ?? '')
    .split(';')
    .map((directive) => directive.trim())
    .find((directive) => directive.startsWith('script-src')) ?? '';

test('every HTML answer carries the hash-based script policy, whatever its address or RSC header', async ({ request }) => {
  const answers = [
    await request.get('/about'),
    await request.get('/about', { headers: { RSC: '0' } }),
    await request.get('/missing.txt'),
    await request.get('/de/category/nope'),
  ];
  for (const response of answers) {
    expect(response.headers()['content-type']).toContain('text/html');
    expect(scriptSrc(response.headers()['content-security-policy'])).toContain("'sha256-");
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
  }
});

test('a page asked for again with its validator is a 304 that leaves the kept page its policy', async ({ request }) => {
  // A 304's headers replace the kept answer's: a strict policy on it once blocked every script of
  // the page the service worker had kept.
  const first = await request.get('/tools/recipe-converter');
  const etag = first.headers()['etag'];
  expect(etag).toBeTruthy();
  const again = await request.get('/tools/recipe-converter', { headers: { 'If-None-Match': etag! } });
  expect(again.status()).toBe(304);
  expect(again.headers()['content-security-policy']).toBeUndefined();
});

test('answers Next makes that are not HTML carry the strict policy, one header each', async ({ request }) => {
  const home = await (await request.get('/')).text();
  const chunk = /\/_next\/static\/chunks\/[^"]+\.js/.exec(home)![0];
  for (const path of ['/sw.js', '/sitemap.xml', chunk, '/api/currency-rates']) {
    const response = await request.get(path);
    const policies = response.headersArray().filter((header) => header.name.toLowerCase() === 'content-security-policy');
    expect(policies, path).toHaveLength(1);
    expect(policies[0]!.value, path).toMatch(/frame-ancestors 'none'/);
    expect(policies[0]!.value, path).toMatch(/^default-src '(none|self)'/);
    expect(response.headers()['x-frame-options'], path).toBeUndefined();
  }
});

test('a page’s scripts and style come in brotli to a browser that takes it, the same bytes as without', async ({ request }) => {
  const home = await (await request.get('/')).text();
  const files = [...home.matchAll(/\/_next\/static\/chunks\/[^"]+\.(?:js|css)/g)].map(([path]) => path);
  expect(files.some((path) => path.endsWith('.css'))).toBe(true);
  for (const path of files) {
    const brotli = await request.get(path, { headers: { 'Accept-Encoding': 'gzip, br' } });
    const gzip = await request.get(path, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(brotli.headers()['content-encoding'], path).toBe('br');
    expect(gzip.headers()['content-encoding'], path).not.toBe('br');
    expect(brotli.headers()['cache-control'], path).toBe('public, max-age=31536000, immutable');
    expect(await brotli.body(), path).toEqual(await gzip.body());
  }
});

test('a food search is charged to its caller like a conversion', async ({ request }) => {
  const response = await request.post('/api/food-search', { data: { query: 'banana', languageCode: 'en' } });
  expect(response.status()).toBe(200);
  expect(Object.keys(response.headers()).some((name) => name.startsWith('ratelimit'))).toBe(true);
});
