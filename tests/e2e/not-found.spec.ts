/**
 * Every 404 is a page in the visitor's language, rendered on the server: status 404, `lang`, a
 * title and a heading, and a way home, all readable with scripts off.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';

type Words = { title: string; description: string; home: string };
const wordsOf = (locale: string): Words => (JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')) as { NotFound: Words }).NotFound;
const [en, es, de, no] = ['en', 'es', 'de', 'no'].map((locale) => ({ NotFound: wordsOf(locale) })) as [
  { NotFound: Words },
  { NotFound: Words },
  { NotFound: Words },
  { NotFound: Words },
];

test.use({ javaScriptEnabled: false });

const CASES = [
  { path: '/this-page-does-not-exist', lang: 'en', words: en.NotFound },
  { path: '/es/no/existe', lang: 'es', words: es.NotFound },
  { path: '/de/category/nope', lang: 'de', words: de.NotFound },
  { path: '/no/such/page', lang: 'no', words: no.NotFound },
  { path: '/de/convert/length/no-such-pair', lang: 'de', words: de.NotFound },
  { path: '/missing.txt', lang: 'en', words: en.NotFound },
] as const;

for (const { path, lang, words } of CASES) {
  test(`${path} is a 404 page in ${lang}, readable without scripts`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page).toHaveTitle(words.title);
    await expect(page.getByRole('heading', { level: 1, name: words.title })).toBeVisible();
    await expect(page.getByText(words.description)).toBeVisible();
    await expect(page.getByRole('link', { name: words.home })).toBeVisible();
  });
}

test('the 404 pages’ own addresses answer 404 too', async ({ request }) => {
  expect((await request.get('/de/not-found')).status()).toBe(404);
  expect((await request.get('/not-found')).status()).toBe(404);
});
