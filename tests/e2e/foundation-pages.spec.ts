import { expect, test } from '@playwright/test';
import { E2E } from '../support/e2e-env';
import { locales, localizedPath, messages } from '../support/messages';

/** Absolute URL as Next prints it in <link> tags (the site root has no trailing slash). */
const absolute = (path: string) => (E2E.siteUrl + path).replace(/(?<=\/\/[^/]+)\/$/, '');

const pages = [
  { path: '/', ns: 'Home' },
  { path: '/tools', ns: 'Tools' },
  { path: '/about', ns: 'About' },
  { path: '/privacy', ns: 'Privacy' },
  { path: '/terms', ns: 'Terms' },
  { path: '/contact', ns: 'Contact' },
] as const;

// One test per locale, its pages in one tab: the head is all this reads, so it does not wait for scripts.
for (const locale of locales) {
  test(`every foundation page answers 200 in ${locale} with its title, canonical and hreflang links`, async ({ page: tab }) => {
    for (const page of pages) {
      const url = localizedPath(locale, page.path);
      const response = await tab.goto(url, { waitUntil: 'domcontentloaded' });
      expect(response?.status(), url).toBe(200);
      await expect(tab.locator('html')).toHaveAttribute('lang', locale);
      const metaTitle = messages[locale][page.ns].metaTitle;
      await expect(tab).toHaveTitle(page.ns === 'Home' ? metaTitle : `${metaTitle} | Unitly`);
      await expect(tab.locator('link[rel="canonical"]')).toHaveAttribute('href', absolute(url));
      for (const other of locales) {
        await expect(tab.locator(`link[rel="alternate"][hreflang="${other}"]`), url).toHaveAttribute(
          'href',
          absolute(localizedPath(other, page.path)),
        );
      }
      await expect(tab.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
        'href',
        absolute(localizedPath('en', page.path)),
      );
      await expect(tab.locator('meta[property="og:title"]')).toHaveAttribute('content', /.+/);
      await expect(tab.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/icon\.png$/);
      await expect(tab.getByRole('heading', { level: 1 })).toBeVisible();
    }
  });
}

test('the tools page shows the five tool cards linking to their pages', async ({ page }) => {
  await page.goto('/tools');
  const links = page.getByRole('main').getByRole('link');
  for (const href of ['/tools/recipe-converter', '/tools/food-calories', '/tools/bulk-convert', '/api', '/widget']) {
    await expect(links.and(page.locator(`[href="${href}"]`))).toHaveCount(1);
  }
});

test('the legal pages are dated October 2, 2025 and the contact page gives the e-mail and reply time', async ({ page }) => {
  await page.goto('/privacy');
  await expect(page.getByText('Last updated: October 2, 2025')).toBeVisible();
  await page.goto('/terms');
  await expect(page.getByText('Last updated: October 2, 2025')).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(9);
  await expect(page.getByText(/Norway and\/or the European Union/)).toBeVisible();
  await page.goto('/contact');
  await expect(page.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
  await expect(page.getByText('We reply within 2-3 business days.')).toBeVisible();
  // Last: visiting a German page makes German the remembered language.
  await page.goto('/de/terms');
  await expect(page.getByText(/2\. Oktober 2025/)).toBeVisible();
});

test('the footer lists popular converters, categories, tools, languages and the current year', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'cm to in' })).toHaveAttribute('href', '/convert/length/cm-to-inches');
  await expect(footer.getByRole('link', { name: 'kg to lb' })).toHaveAttribute('href', '/converters/kg-to-pounds');
  await expect(footer.getByRole('link', { name: 'USD to EUR' })).toHaveAttribute('href', '/convert/currency/usd-to-eur');
  await expect(footer.getByRole('link', { name: 'Temperature' })).toHaveAttribute('href', '/category/temperature');
  await expect(footer.getByRole('button', { name: 'Norsk' })).toBeVisible();
  await expect(footer.getByText(`© ${new Date().getFullYear()} Unitly`)).toBeVisible();
  for (const name of ['About', 'Privacy', 'Terms', 'Contact']) await expect(footer.getByRole('link', { name })).toBeVisible();
});
