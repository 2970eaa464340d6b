import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { pageCacheKey } from '@/lib/site/offline';
import { messages } from '../support/messages';

// These tests need the service worker, which the other specs block (it would answer requests that
// they route).
test.use({ serviceWorkers: 'allow' });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    window.localStorage.setItem('consent', JSON.stringify({ state: { decision: 'denied' }, version: 0 }));
  });
});

/** Waits until the worker controls the page and keeps a copy of it for offline use. */
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

async function goOffline(context: BrowserContext): Promise<void> {
  await context.setOffline(true);
}

test('the manifest names the app, links its icons (one maskable) and every icon answers', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const manifest = await (await request.get(href!)).json();
  expect(manifest).toMatchObject({ name: expect.stringContaining('Unitly'), short_name: 'Unitly', display: 'standalone', start_url: '/' });
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
  const sizes = manifest.icons.map((icon: { sizes: string }) => icon.sizes);
  expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(manifest.icons.some((icon: { purpose?: string }) => icon.purpose === 'maskable')).toBe(true);
  for (const icon of manifest.icons as { src: string }[]) {
    const response = await request.get(icon.src);
    expect(response.status(), icon.src).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
  }
});

test('after one visit a pair page reloads offline and still converts', async ({ page, context }) => {
  await page.goto('/convert/length/cm-to-inches');
  await waitUntilKept(page);
  await goOffline(context);
  await page.reload();
  const card = page.getByRole('region', { name: 'Converter: Length' });
  await card.getByLabel('Value').fill('30');
  await expect(card.getByRole('status')).toHaveText('30 cm ≈ 11.811024 in');
  await context.setOffline(false);
});

test('offline, the recipe tool scales and a page never visited shows the offline page with what is kept', async ({ page, context }) => {
  await page.goto('/tools/recipe-converter');
  await waitUntilKept(page);
  await goOffline(context);
  await page.reload();
  await page.getByRole('spinbutton', { name: 'Desired servings' }).fill('8');
  await expect(page.getByRole('list', { name: messages.en.RecipeConverter.outputTitle }).getByRole('listitem').first()).toContainText(
    'flour',
  );
  await expect(page.getByText('Serves 8')).toBeVisible();

  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: messages.en.Offline.title })).toBeVisible();
  await expect(page.getByRole('link', { name: messages.en.Offline.retry })).toBeVisible();
  const kept = page.getByRole('region', { name: messages.en.Offline.savedTitle });
  await expect(kept.getByRole('link', { name: /Recipe converter/ })).toHaveAttribute('href', '/tools/recipe-converter');
  await context.setOffline(false);
});

test('a German page never visited shows the German offline page', async ({ page, context }) => {
  await page.goto('/de');
  await waitUntilKept(page);
  await goOffline(context);
  await page.goto('/de/about');
  await expect(page.getByRole('heading', { level: 1, name: messages.de.Offline.title })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await context.setOffline(false);
});

test('offline, currency converts with the last rates and says which day they are from', async ({ page, context }) => {
  await page.goto('/category/currency');
  const card = page.getByRole('region', { name: 'Converter: Currency' });
  await expect(card).toContainText('November 20, 2026');
  await waitUntilKept(page);
  // The rates answer of this visit went past the worker only if it loaded before the worker took
  // control; load the page once more so that the worker has seen and kept it.
  await page.reload();
  await expect(card).toContainText('November 20, 2026');
  await goOffline(context);
  await page.reload();
  await card.getByLabel('Value').fill('10');
  await expect(card.getByRole('status')).toHaveText('10 USD = 9 EUR');
  await expect(card).toContainText('November 20, 2026');
  await context.setOffline(false);
});

test('the embeddable widget is never kept by the worker', async ({ page, context }) => {
  await page.goto('/');
  await waitUntilKept(page);
  await page.goto('/widget/embed?category=length&from=cm&to=in');
  await expect(page.getByRole('region', { name: /Converter/ })).toBeVisible();
  const kept = await page.evaluate(async () => {
    const names = await caches.keys();
    for (const name of names) {
      const keys = await (await caches.open(name)).keys();
      if (keys.some((request) => new URL(request.url).pathname.startsWith('/widget/embed'))) return true;
    }
    return false;
  });
  expect(kept).toBe(false);
  await goOffline(context);
  await expect(page.reload()).rejects.toThrow();
  await context.setOffline(false);
});
