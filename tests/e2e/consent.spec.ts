import { expect, test } from '@playwright/test';
import { holdScripts } from '../support/slow-phone';

test('analytics load only after the visitor accepts, while page views always reach the data layer', async ({ page }) => {
  const gaRequests: string[] = [];
  await page.route('https://www.googletagmanager.com/**', (route) => {
    gaRequests.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
  });
  await page.goto('/about');
  const banner = page.getByRole('region', { name: 'Cookie consent' });
  await expect(banner).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(() => (window as unknown as { dataLayer?: { event?: string }[] }).dataLayer?.some((e) => e.event === 'page_view')),
    )
    .toBe(true);
  expect(gaRequests).toHaveLength(0);

  await banner.getByRole('button', { name: 'Accept' }).click();
  await expect(banner).toBeHidden();
  await expect.poll(() => gaRequests.length).toBeGreaterThan(0);
  expect(gaRequests[0]).toContain('id=G-');
  // The choice is remembered.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeHidden();
  // GA, loaded after the page view was reported, still hears of this page once; the data layer too.
  const pageViews = () =>
    page.evaluate(() => {
      const layer = (window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [];
      const isGtag = (entry: unknown): entry is ArrayLike<unknown> =>
        typeof entry === 'object' && entry !== null && !('event' in entry) && 'length' in entry;
      return {
        layer: layer.filter((entry) => (entry as { event?: string }).event === 'page_view').length,
        gtag: layer.filter((entry) => isGtag(entry) && entry[0] === 'event' && entry[1] === 'page_view').length,
      };
    });
  await expect.poll(pageViews).toEqual({ layer: 1, gtag: 1 });
});

test('declining keeps analytics off', async ({ page }) => {
  let requested = false;
  await page.route('https://www.googletagmanager.com/**', (route) => {
    requested = true;
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
  });
  await page.goto('/');
  await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Decline' }).click();
  await page.getByRole('link', { name: 'Tools', exact: true }).first().click();
  await expect(page).toHaveURL(/\/tools$/);
  expect(requested).toBe(false);
});

test.describe('before the page scripts run', () => {
  test('the banner is drawn with the page, and a button pressed then is the answer the page acts on', async ({ page }) => {
    const gaRequests: string[] = [];
    await page.route('https://www.googletagmanager.com/**', (route) => {
      gaRequests.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
    });
    const scripts = await holdScripts(page);
    await page.goto('/about', { waitUntil: 'commit' });
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Accept' }).click();
    await expect(banner).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('consent'))).toBe('{"state":{"decision":"granted"},"version":0}');
    expect(gaRequests).toHaveLength(0);
    await scripts.release();
    // Once the page is live, it loads what the visitor allowed; the banner stays away, here and on the next page.
    await expect.poll(() => gaRequests.length).toBeGreaterThan(0);
    await expect(banner).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeHidden();
  });

  test('a visitor who answered before never sees it, though it is in the page', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('consent', '{"state":{"decision":"denied"},"version":0}'));
    const scripts = await holdScripts(page);
    await page.goto('/about', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Cookie consent', includeHidden: true })).toHaveCount(1);
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeHidden();
    await scripts.release();
    await expect(page.getByRole('navigation').first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeHidden();
  });
});
