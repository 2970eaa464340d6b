/**
 * As deployed: nginx with the shipped configuration in front (deploy/nginx/unitly.conf; TLS with a
 * self-signed certificate made here by openssl, ports 80 and 443, the front trusting loopback). HTTP redirects to HTTPS; over HTTPS the answers
 * carry HSTS, Secure cookies and a CSP without inline scripts; every kind of page works in Chromium
 * under that CSP; the MDN HTTP Observatory grades the site A+.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, request as playwrightRequest, test, type ConsoleMessage } from '@playwright/test';
import { startNginx, type Nginx } from './nginx';
import { OPS_PORT, startServer, type Running } from './processes';

const APP_PORT = OPS_PORT + 5;
const OBSERVATORY_VERSION = '1.4.8';
const OBSERVATORY_DIR = resolve('.cache/observatory');

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

test('HTTP redirects to HTTPS', async () => {
  const response = await fetch('http://localhost/about', { redirect: 'manual' });
  expect(response.status).toBe(301);
  expect(response.headers.get('location')).toBe('https://localhost/about');
});

test('over HTTPS: HSTS for a year with subdomains, Secure cookies, a CSP without inline scripts', async () => {
  // An English browser opening a German page: next-intl remembers the choice in NEXT_LOCALE.
  const api = await playwrightRequest.newContext({ ignoreHTTPSErrors: true, extraHTTPHeaders: { 'Accept-Language': 'en' } });
  const response = await api.get('https://localhost/de/about', { maxRedirects: 0 });
  const headers = response.headersArray();
  const hsts = response.headers()['strict-transport-security'] ?? '';
  expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(31_536_000);
  expect(hsts).toContain('includeSubDomains');
  const cookies = headers.filter((header) => header.name.toLowerCase() === 'set-cookie');
  expect(cookies.length).toBeGreaterThan(0);
  for (const cookie of cookies) expect(cookie.value).toMatch(/;\s*Secure/i);

  const page = await api.get('https://localhost/about');
  const csp = page.headers()['content-security-policy'] ?? '';
  const scriptSrc =
    csp
      .split(';')
      .map((directive) => directive.trim())
      .find((directive) => directive.startsWith('script-src')) ?? '';
  expect(scriptSrc).toContain("'sha256-");
  expect(scriptSrc).not.toContain('unsafe-inline');
  expect(csp).toContain("object-src 'none'");
  expect(page.headers()['cross-origin-opener-policy']).toBe('same-origin');
  expect(page.headers()['permissions-policy']).toContain('camera=()');
  await api.dispose();
});

const PAGES = [
  { path: '/', control: { role: 'heading', level: 1 } },
  { path: '/category/length', control: { label: /value/i } },
  { path: '/convert/temperature/celsius-to-fahrenheit', control: { role: 'heading', level: 1 } },
  { path: '/converters/kg-to-pounds', control: { role: 'heading', level: 1 } },
  { path: '/tools/bulk-convert', control: { role: 'heading', level: 1 } },
  { path: '/tools/food-calories', control: { role: 'heading', level: 1 } },
  { path: '/tools/recipe-converter', control: { role: 'heading', level: 1 } },
  { path: '/api', control: { role: 'heading', level: 1 } },
  { path: '/widget', control: { role: 'heading', level: 1 } },
  { path: '/widget/embed?category=length&from=cm&to=in', control: { label: /value/i } },
  { path: '/about', control: { role: 'heading', level: 1 } },
  { path: '/de/category/weight', control: { role: 'heading', level: 1 } },
  { path: '/this-page-does-not-exist', control: { role: 'heading', level: 1 } },
] as const;

test('every kind of page runs in Chromium under the CSP: no violations, scripts hydrate', async ({ browser }) => {
  const context = await browser.newContext({ ignoreHTTPSErrors: true, locale: 'en-US' });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (/content security policy|refused to (execute|load|apply|connect|frame)/i.test(message.text()))
      problems.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  for (const { path, control } of PAGES) {
    await page.goto(`https://localhost${path}`);
    if ('role' in control) await expect(page.getByRole(control.role, { level: control.level }).first()).toBeVisible();
    else await expect(page.getByLabel(control.label).first()).toBeVisible();
    // React has hydrated the page (it marks the root it listens on), which needs Next's inline
    // bootstrap and payload scripts to have run under the CSP.
    await expect
      .poll(() =>
        page.evaluate(() =>
          [document, document.documentElement].some((root) => Object.keys(root).some((key) => key.startsWith('_reactListening'))),
        ),
      )
      .toBe(true);
  }
  expect(problems).toEqual([]);
  await context.close();
});

test('the MDN HTTP Observatory grades the site A+', async () => {
  test.setTimeout(300_000);
  const scanner = join(OBSERVATORY_DIR, 'node_modules/@mdn/mdn-http-observatory/src/scan.js');
  if (!existsSync(scanner)) {
    mkdirSync(OBSERVATORY_DIR, { recursive: true });
    // --ignore-scripts: its postinstall downloads the HSTS preload list from the internet.
    execFileSync(
      'npm',
      [
        'install',
        '--ignore-scripts',
        '--no-save',
        '--no-audit',
        '--no-fund',
        '--no-package-lock',
        '--prefix',
        OBSERVATORY_DIR,
        `@mdn/mdn-http-observatory@${OBSERVATORY_VERSION}`,
      ],
      {
        stdio: 'inherit',
      },
    );
  }
  writeFileSync(join(OBSERVATORY_DIR, 'node_modules/@mdn/mdn-http-observatory/conf/hsts-preload.json'), '{}');
  const scan = spawnSync(process.execPath, [scanner, 'localhost'], {
    env: { ...process.env, NODE_EXTRA_CA_CERTS: nginx!.cert },
    encoding: 'utf8',
    timeout: 240_000,
  });
  const result = JSON.parse(scan.stdout) as {
    scan?: { grade: string; score: number };
    tests?: Record<string, { pass: boolean; result: string }>;
    error?: string;
  };
  const failed = Object.entries(result.tests ?? {})
    .filter(([, outcome]) => !outcome.pass)
    .map(([name, outcome]) => `${name}: ${outcome.result}`);
  expect({ error: result.error, grade: result.scan?.grade, failed }).toEqual({ error: undefined, grade: 'A+', failed: [] });
  expect(result.scan!.score).toBeGreaterThanOrEqual(100);
});
