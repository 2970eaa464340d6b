/**
 * The shipped nginx configuration caches pages as a CDN would (deploy/nginx/unitly.conf): what Next
 * marks shareable is served again from nginx's cache, keyed on what chose it, so a second request
 * is a hit while another visitor's language, cookie or query never changes the answer.
 */
import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import { startNginx, type Nginx } from './nginx';
import { OPS_PORT, startServer, type Running } from './processes';

const APP_PORT = OPS_PORT + 6;

let app: Running | undefined;
let nginx: Nginx | undefined;

test.beforeAll(async () => {
  app = await startServer(APP_PORT, { API_TRUST_PROXY: 'loopback' });
  nginx = await startNginx(APP_PORT);
});

test.afterAll(async () => {
  await nginx?.stop();
  await app?.stop();
});

/** A visitor of their own: a new context, its headers only, no cookie jar shared with another. */
async function visitor(headers: Record<string, string> = {}): Promise<APIRequestContext> {
  return playwrightRequest.newContext({
    ignoreHTTPSErrors: true,
    extraHTTPHeaders: { 'Accept-Language': 'en-US,en;q=0.9', 'Accept-Encoding': 'br, gzip', ...headers },
  });
}

async function get(headers: Record<string, string>, path: string) {
  const context = await visitor(headers);
  const response = await context.get(`https://localhost${path}`, { maxRedirects: 0 });
  const result = {
    status: response.status(),
    cache: response.headers()['x-cache-status'],
    location: response.headers()['location'],
    cookies: response.headersArray().filter((header) => header.name.toLowerCase() === 'set-cookie'),
    html: await response.text(),
  };
  await context.dispose();
  return result;
}

test('a page’s second request is a hit in nginx’s cache, the same bytes as the first', async () => {
  const path = '/category/length';
  const first = await get({}, path);
  expect(first.status).toBe(200);
  const second = await get({}, path);
  expect(second.cache).toBe('HIT');
  expect(second.html).toBe(first.html);
});

test('a German cookie still gets German, whatever the visitor before it sent', async () => {
  // A visitor whose last NEXT_LOCALE is not a language, after one that is: Next reads the last one.
  await get({ Cookie: 'NEXT_LOCALE=de; NEXT_LOCALE=zz' }, '/about');
  await get({}, '/about');
  const german = await get({ Cookie: 'NEXT_LOCALE=de' }, '/about');
  expect(german.status).toBe(307);
  expect(german.location).toMatch(/\/de\/about$/);
  const english = await get({}, '/about');
  expect(english.status).toBe(200);
  expect(english.html).toContain('lang="en"');
  expect(english.cookies).toEqual([]);
});

test('the first visitor’s query is never baked into the page everyone gets', async () => {
  const path = '/fr/convert/weight/short-tons-to-stone-and-pounds';
  await get({}, `${path}?mk=first-visitor`);
  const next = await get({}, path);
  expect(next.status).toBe(200);
  expect(next.html).not.toContain('first-visitor');
});

test('a 404 is never kept: 60 made-up addresses are all answered by the server', async () => {
  for (let index = 0; index < 60; index += 1) {
    const path = `/category/made-up-${index}`;
    expect((await get({}, path)).status).toBe(404);
    const again = await get({}, path);
    expect(again.status).toBe(404);
    expect(again.cache).not.toBe('HIT');
  }
});
