/**
 * Pair pages that are not pre-rendered: rendered on their first request, then served from the
 * cache, with their own title, content, FAQ (and FAQPage data that matches it) and links; an
 * unknown pair is a 404 that is never cached. Runs against the production build.
 */
import { expect, test, type Page } from '@playwright/test';
import { allPairs, isPopularPair, type Pair } from '@/lib/units';
import { renderedOnDisk } from '../../scripts/perf/rendered';
import { E2E } from '../support/e2e-env';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    window.localStorage.setItem('consent', JSON.stringify({ state: { decision: 'denied' }, version: 0 }));
  });
});

/** A pair no earlier run rendered (the cache on disk outlives a server). */
function freshPair(locale: string, offset: number): Pair {
  const fresh = allPairs().filter(
    (pair) => !isPopularPair(pair) && pair.category !== 'currency' && !renderedOnDisk(`/${locale}/convert/${pair.category}/${pair.slug}`),
  );
  return fresh[(Date.now() + offset) % fresh.length]!;
}

async function faqData(page: Page): Promise<{ name: string; acceptedAnswer: { text: string } }[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  const faq = scripts
    .map((text) => JSON.parse(text) as { '@type': string; mainEntity?: unknown })
    .find((item) => item['@type'] === 'FAQPage');
  return faq!.mainEntity as { name: string; acceptedAnswer: { text: string } }[];
}

test('a pair page nobody asked for yet is rendered on its first request, then served from the cache', async ({ request }) => {
  const pair = freshPair('es', 0);
  const path = `/es/convert/${pair.category}/${pair.slug}`;
  const first = await request.get(path, { maxRedirects: 0 });
  expect(first.status()).toBe(200);
  expect(first.headers()['x-nextjs-cache']).toBe('MISS');
  const again = await request.get(path, { maxRedirects: 0 });
  expect(again.status()).toBe(200);
  expect(again.headers()['x-nextjs-cache']).toBe('HIT');
  expect(await again.text()).toBe(await first.text());
  const html = await first.text();
  expect(html).toContain(`<link rel="canonical" href="${E2E.siteUrl}${path}"/>`);
  expect(html).toContain(`<link rel="alternate" hrefLang="de" href="${E2E.siteUrl}/de/convert/${pair.category}/${pair.slug}"/>`);
});

test('an on-demand pair page has its own title, unit facts, examples, FAQ with matching FAQPage data, and links', async ({ page }) => {
  await page.goto('/convert/length/yards-to-mm');
  await expect(page).toHaveTitle('Yards to millimeters (yd to mm) | Unitly');
  await expect(page.getByRole('heading', { level: 1, name: 'Yards to millimeters (yd to mm)' })).toBeVisible();
  const units = page.getByRole('region', { name: 'About the two units' });
  await expect(units.getByText(/^The international yard is exactly 0\.9144\sm/)).toBeVisible();
  await expect(units.getByText(/^Sources?: /).first()).toBeVisible();
  await expect(units.getByText('10 yd = 9,144 mm')).toBeVisible();
  await expect(units.getByText('10 mm = 0.010936 yd')).toBeVisible();

  const faq = page.getByRole('region', { name: 'Frequently asked questions' });
  // Numbers and their units are joined by no-break spaces; \s matches them.
  const questions = (await faq.getByRole('button').allTextContents()).map((text) => text.trim().replace(/\s/g, ' '));
  expect(questions).toEqual([
    'Why is 1 yd exactly 914.4 mm?',
    'What is the difference between yards and millimeters?',
    'In everyday terms, how big is 1 mm?',
  ]);
  const data = await faqData(page);
  expect(data.map((item) => item.name.replace(/\s/g, ' '))).toEqual(questions);
  expect(data[0]!.acceptedAnswer.text).toMatch(/^It is the definition: 1\syd is exactly 0\.9144\sm \(/);

  await expect(page.getByRole('region', { name: 'The other way round' }).getByRole('link')).toHaveAttribute(
    'href',
    '/convert/length/mm-to-yards',
  );
  await expect(page.getByRole('region', { name: 'Yards to other units' }).getByRole('link', { name: 'yd to mi' })).toHaveAttribute(
    'href',
    '/convert/length/yards-to-miles',
  );
});

test('an unknown pair or unit is a 404 that is not kept in the cache', async ({ request }) => {
  // The German one last: it sets the locale cookie, and English addresses would then redirect.
  for (const path of ['/convert/length/smoots-to-meters', '/convert/length/cm-to-cm', '/de/convert/weight/cm-to-inches']) {
    for (let attempt = 0; attempt < 2; attempt++) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
      // Next may look for it in its cache (MISS); it is never kept there (never HIT).
      expect(response.headers()['x-nextjs-cache'], path).not.toBe('HIT');
      expect(response.headers()['cache-control'], path).toContain('no-store');
    }
  }
});

test('the category page lists every pair of its units, and the card opens the pair page of any chosen units', async ({ page }) => {
  await page.goto('/category/length');
  const index = page.getByRole('region', { name: 'All conversions' });
  const length = allPairs().filter((pair) => pair.category === 'length');
  await expect(index.getByRole('link')).toHaveCount(length.length);
  await expect(index.getByRole('link', { name: 'yd to mm', exact: true })).toHaveAttribute('href', '/convert/length/yards-to-mm');

  const card = page.getByRole('region', { name: 'Converter: Length' });
  await card.getByLabel('From', { exact: true }).selectOption('yd');
  await card.getByLabel('To', { exact: true }).selectOption('mm');
  await expect(card.getByRole('link', { name: 'Open this pair' })).toHaveAttribute('href', '/convert/length/yards-to-mm');

  // A link far down the index (written as markup, not by React) opens its page.
  await index.getByRole('link', { name: 'pc to mi', exact: true }).click();
  await expect(page).toHaveURL(/\/convert\/length\/parsecs-to-miles$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Parsecs to miles');
});
