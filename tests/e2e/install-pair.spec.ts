import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { pageCacheKey } from '@/lib/site/offline';
import { hydrated } from '../support/hydrated';
import { messages, type Locale } from '../support/messages';

// Issue 45: a pair page installs as its own app ("cm → in"), which opens offline on the last value.

const PAIR = '/convert/length/cm-to-inches';
const manifestPath = (locale: Locale) => `/${locale}${PAIR}/manifest.webmanifest`;
const card = (page: Page) => page.getByRole('region', { name: 'Converter: Length' });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    window.localStorage.setItem('consent', JSON.stringify({ state: { decision: 'denied' }, version: 0 }));
  });
});

/** Keeps Chromium's own install prompt from the page, as Safari and Firefox never offer one; a test's own event still passes. */
async function withoutInstallPrompt(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.addEventListener(
      'beforeinstallprompt',
      (event) => {
        if (event.isTrusted) event.stopImmediatePropagation();
      },
      { capture: true },
    );
  });
}

test('a pair page links its own manifest, which names the app by its symbols and starts on the pair', async ({ page, request }) => {
  await page.goto(`/de${PAIR}`);
  const link = page.locator('link[rel="manifest"]');
  await expect(link).toHaveCount(1);
  await expect(link).toHaveAttribute('href', manifestPath('de'));
  const response = await request.get(manifestPath('de'));
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/manifest+json');
  expect(await response.json()).toMatchObject({
    id: `/de${PAIR}`,
    name: 'cm → in',
    short_name: 'cm → in',
    scope: `/de${PAIR}`,
    start_url: `/de${PAIR}?app=1`,
    display: 'standalone',
    lang: 'de',
  });
});

test('the manifest drops what a request adds and is a 404 for a pair the catalogue does not have', async ({ request }) => {
  const manifest = await (await request.get(`${manifestPath('en')}?precision=d2&start_url=https://evil.example`)).json();
  expect(manifest.start_url).toBe(`${PAIR}?app=1&precision=d2`);
  expect(JSON.stringify(manifest)).not.toContain('evil');
  expect((await request.get('/en/convert/length/cm-to-nothing/manifest.webmanifest')).status()).toBe(404);
});

/** Every file under .next/server, as path and size: what the server has stored (as front-requests.spec.ts reads it). */
function stored(dir = join('.next', 'server')): Map<string, number> {
  const files = new Map<string, number>();
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    files.set(path, statSync(path).size);
  }
  return files;
}

test('made-up manifest addresses and queries store nothing on the server', async ({ request }) => {
  const before = stored();
  for (let index = 0; index < 5; index += 1) {
    expect((await request.get(`/en/convert/length/made-up-${index}/manifest.webmanifest`)).status()).toBe(404);
    expect((await request.get(`/zz/convert/length/cm-to-inches/manifest.webmanifest?i=${index}`)).status()).toBe(404);
    const invented = await request.get(`${manifestPath('de')}?precision=d${index}&made-up=${index}`);
    expect(invented.status()).toBe(200);
    expect(invented.headers()['cache-control']).toBe('no-store');
  }
  const after = stored();
  expect([...after.keys()].filter((path) => !before.has(path))).toEqual([]);
});

test('without an install prompt, "Add to home screen" opens a dialog that explains the browser menu, by keyboard too', async ({ page }) => {
  await withoutInstallPrompt(page);
  await page.goto(PAIR);
  await hydrated(page);
  const t = messages.en.InstallPair;
  const button = page.getByRole('button', { name: t.button });
  await button.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: t.title.replace('{name}', 'cm → in') });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleDescription(t.description);
  await expect(dialog.getByText(t.chromium)).toBeVisible();
  const results = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
});

test('the button and its dialog speak the page’s language', async ({ page }) => {
  await withoutInstallPrompt(page);
  await page.goto(`/no${PAIR}`);
  await hydrated(page);
  const t = messages.no.InstallPair;
  await page.getByRole('button', { name: 'Legg til på startskjermen' }).click();
  const dialog = page.getByRole('dialog', { name: t.title.replace('{name}', 'cm → in') });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: t.close }).click();
  await expect(dialog).toBeHidden();
});

test('with the browser’s install prompt, the button shows it instead of the dialog', async ({ page }) => {
  await withoutInstallPrompt(page);
  await page.goto(PAIR);
  await hydrated(page);
  await page.evaluate(() => {
    const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & { prompt: () => Promise<void> };
    event.prompt = async () => {
      document.documentElement.dataset.prompted = 'yes';
    };
    window.dispatchEvent(event);
  });
  await page.getByRole('button', { name: messages.en.InstallPair.button }).click();
  await expect(page.locator('html')).toHaveAttribute('data-prompted', 'yes');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the manifest link follows the precision the visitor chooses, so the installed app starts with it', async ({ page, request }) => {
  await page.goto(PAIR);
  await hydrated(page);
  await card(page).getByLabel(messages.en.Converter.precision, { exact: true }).selectOption('d2');
  const link = page.locator('link[rel="manifest"]');
  await expect(link).toHaveAttribute('href', `${manifestPath('en')}?precision=d2`);
  const manifest = await (await request.get((await link.getAttribute('href'))!)).json();
  expect(manifest.start_url).toBe(`${PAIR}?app=1&precision=d2`);
});

test.describe('offline', () => {
  // The service worker, which the other specs block.
  test.use({ serviceWorkers: 'allow' });

  /** Waits until the worker controls the page and keeps a copy of it (as offline.spec.ts does). */
  async function waitUntilKept(page: Page): Promise<void> {
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 30_000 });
    const key = pageCacheKey(page.url());
    await expect
      .poll(
        () =>
          page.evaluate(async (wanted) => {
            for (const name of await caches.keys()) {
              if (name.startsWith('unitly-pages-') && (await (await caches.open(name)).match(wanted))) return true;
            }
            return false;
          }, key),
        { timeout: 30_000 },
      )
      .toBe(true);
  }

  test('the installed start URL opens offline on the pair, with the last value and the app’s precision', async ({ page, context }) => {
    await page.goto(PAIR);
    await waitUntilKept(page);
    const precision = card(page).getByLabel(messages.en.Converter.precision, { exact: true });
    await precision.selectOption('d2');
    const link = page.locator('link[rel="manifest"]');
    await expect(link).toHaveAttribute('href', `${manifestPath('en')}?precision=d2`);
    const manifest = await page.evaluate(async (href) => (await fetch(href)).json(), (await link.getAttribute('href'))!);
    await card(page).getByLabel('Value').fill('42');
    await expect(card(page).getByRole('status')).toHaveText('42 cm ≈ 16.54 in');
    // The value counts once it has rested (it joins the recent conversions, which the app reads).
    await expect.poll(() => page.evaluate(() => localStorage.getItem('conversion-history') ?? '')).toContain('"value":"42"');
    // Back to the default here: the app keeps the precision it was installed with.
    await precision.selectOption('auto');

    await context.setOffline(true);
    await page.goto(manifest.start_url);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/centimet/i);
    await expect(card(page).getByLabel('Value')).toHaveValue('42');
    await expect(card(page).getByRole('status')).toHaveText('42 cm ≈ 16.54 in');
    await context.setOffline(false);
  });
});
