import { expect, test } from '@playwright/test';

test('the language control moves to the same page in the chosen locale and remembers it', async ({ page, context }) => {
  await page.goto('/about');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('de');
  await expect(page).toHaveURL(/\/de\/about$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('de');
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === 'NEXT_LOCALE')?.value).toBe('de');
  // A later visit to the unprefixed home page goes to the remembered language.
  await page.goto('/');
  await expect(page).toHaveURL(/\/de$/);
});

test('the footer language buttons switch the page language too', async ({ page }) => {
  await page.goto('/privacy');
  await page.getByRole('contentinfo').getByRole('button', { name: 'Français' }).click();
  await expect(page).toHaveURL(/\/fr\/privacy$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});

test.describe('first visit', () => {
  test.use({ locale: 'es-ES' });
  test('takes the language from the browser', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/es$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });
  test('the menu opens, and closes when a link is clicked', async ({ page }) => {
    await page.goto('/about');
    const menu = page.getByRole('button', { name: 'Menu' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeHidden();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await menu.click();
    await expect(nav).toBeVisible();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await nav.getByRole('link', { name: 'Tools' }).click();
    await expect(page).toHaveURL(/\/tools$/);
    await expect(nav).toBeHidden();
  });
});

test('an unknown path answers 404 with its title and a way home', async ({ page }) => {
  const response = await page.goto('/this-page-does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle('404 Page Not Found');
  await page.getByRole('link', { name: 'Go to homepage' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('an unknown path in another locale answers 404 in that language', async ({ page }) => {
  const response = await page.goto('/de/gibt-es-nicht');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page).toHaveTitle(/^404/);
  await expect(page).not.toHaveTitle('404 Page Not Found');
});

test('pages send the security headers and only the widget may be framed', async ({ request }) => {
  const home = await request.get('/');
  expect(home.headers()['x-content-type-options']).toBe('nosniff');
  expect(home.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(home.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
  expect(home.headers()['x-powered-by']).toBeUndefined();
});

test('robots.txt points to a sitemap index whose sitemaps list every page in every locale', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/Sitemap: .*\/sitemap\.xml/);
  const index = await (await request.get('/sitemap.xml')).text();
  expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  const files = [...index.matchAll(/<sitemap><loc>[^<]*(\/sitemaps\/\d+\.xml)<\/loc><\/sitemap>/g)].map((m) => m[1]!);
  expect(files.length).toBeGreaterThan(0);
  const sitemap = (await Promise.all(files.map(async (file) => (await request.get(file)).text()))).join('\n');
  for (const path of ['/', '/es', '/de/tools', '/fr/privacy', '/no/contact', '/terms']) {
    expect(sitemap).toContain(`<loc>${(process.env.SITE_URL ?? 'http://localhost:3000').replace(/\/$/, '')}${path}</loc>`);
  }
});
