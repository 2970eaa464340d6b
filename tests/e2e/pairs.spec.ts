import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { allPairs, categoryIds, getPair, getUnit, pairs, pairsOf, type Pair } from '@/lib/units';
import { pairEmbedSnippet } from '@/lib/widget';
import { converterView } from '@/lib/converter/result';
import { chartStartValue } from '@/lib/units/size-start';
import { AXE_LOCALES } from '../support/axe';
import { E2E } from '../support/e2e-env';
import { locales, localizedPath, messages, type Locale } from '../support/messages';
import { hydrated } from '../support/hydrated';

// The cookie banner is fixed to the bottom of the screen and not under test here.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    window.localStorage.setItem('consent', JSON.stringify({ state: { decision: 'denied' }, version: 0 }));
  });
});

const pathOf = (pair: Pair) => `/convert/${pair.category}/${pair.slug}`;
const titleOf = (pair: Pair, locale: Locale = 'en') =>
  (messages[locale].PairContent as Record<string, Record<string, { title: string }>>)[pair.category]![pair.slug]!.title;
const symbol = (pair: Pair, unit: string) => getUnit(pair.category, unit)?.symbol ?? unit;

/** Every URL of the sitemap files the index at /sitemap.xml names. */
async function sitemapUrls(request: APIRequestContext): Promise<string[]> {
  const index = await (await request.get('/sitemap.xml')).text();
  const files = [...index.matchAll(/<sitemap><loc>([^<]*)<\/loc><\/sitemap>/g)].map((m) => m[1]!.replace(E2E.siteUrl, ''));
  expect(files.length).toBeGreaterThan(0);
  const urls: string[] = [];
  for (const file of files) {
    const xml = await (await request.get(file)).text();
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);
    expect(locs.length).toBeLessThanOrEqual(50_000);
    urls.push(...locs);
  }
  return urls;
}

test('the sitemap lists every pair page of every locale; the popular ones and a sample of the others answer 200 with their own title', async ({
  request,
  playwright,
}) => {
  test.setTimeout(300_000);
  const listed = (await sitemapUrls(request)).filter((url) => url.includes('/convert/')).map((url) => url.replace(E2E.siteUrl, ''));
  const expected = locales.flatMap((locale) => allPairs().map((pair) => localizedPath(locale, pathOf(pair))));
  expect([...listed].sort()).toEqual([...expected].sort());

  // All of them with PAIRS_E2E_ALL=1 (each page not yet rendered is rendered on its first request).
  const generated = allPairs().filter((pair) => !pairs.includes(pair));
  const sample = process.env.PAIRS_E2E_ALL === '1' ? generated : generated.filter((_pair, index) => index % 97 === 0);
  const failures: string[] = [];
  for (const locale of locales) {
    // One client per locale: the locale cookie a page sets must not redirect the next locale's pages.
    const client = await playwright.request.newContext({ baseURL: E2E.baseURL });
    const paths = [...pairs, ...sample].map((pair) => [localizedPath(locale, pathOf(pair)), pair] as const);
    // A few at a time: the server is on a shared, busy machine.
    for (let start = 0; start < paths.length; start += 8) {
      await Promise.all(
        paths.slice(start, start + 8).map(async ([path, pair]) => {
          const response = await client.get(path, { maxRedirects: 0 });
          if (response.status() !== 200) return failures.push(`${path}: ${response.status()}`);
          const html = await response.text();
          if (
            pairs.includes(pair) &&
            !html
              .replaceAll('\u00a0', ' ')
              .includes(`<title>${titleOf(pair, locale).replaceAll('&', '&amp;').replaceAll("'", '&#x27;')} | Unitly</title>`)
          )
            failures.push(`${path}: title`);
          if (!html.includes(`<link rel="canonical" href="${E2E.siteUrl}${path}"/>`)) failures.push(`${path}: canonical`);
          if ((html.match(/<link rel="alternate" hrefLang="/g) ?? []).length < locales.length) failures.push(`${path}: hreflang`);
        }),
      );
    }
    await client.dispose();
  }
  expect(failures).toEqual([]);
});

test('a mismatched category, an unknown pair or an unknown category is a 404', async ({ page }) => {
  for (const path of [
    '/convert/weight/cm-to-inches',
    '/convert/length/cm-to-smoots',
    '/convert/colour/cm-to-inches',
    '/de/convert/length/kg-to-pounds',
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
});

// Two pairs per category (its most popular and that one's reverse), in English and one other language.
const samples = categoryIds.flatMap((category, index) => {
  const [first] = pairsOf(category);
  const reverse = getPair(category, first!.reverseSlug)!;
  return [
    { pair: first!, locale: 'en' as Locale },
    { pair: reverse, locale: locales[1 + (index % 4)]! },
  ];
});

for (const locale of locales) {
  test(`${locale}: each sampled pair page presets the converter to its units and shows a correct result`, async ({ page }) => {
    const m = messages[locale];
    for (const { pair } of samples.filter((sample) => sample.locale === locale)) {
      const path = localizedPath(locale, pathOf(pair));
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: titleOf(pair, locale) }), path).toBeVisible();
      const card = page.getByRole('region', { name: m.Converter.label.replace('{category}', m.CategoryNames[pair.category]) });
      await expect(card.getByLabel(m.Converter.from, { exact: true }), path).toHaveValue(pair.from);
      await expect(card.getByLabel(m.Converter.to, { exact: true }), path).toHaveValue(pair.to);
      const result = card.getByRole('status');
      if (pair.category === 'currency') {
        await expect(result, path).toHaveText(
          new RegExp(`^1 ${symbol(pair, pair.from)} [=≈] [0-9.,\\s\u202f\u00a0]+ ${symbol(pair, pair.to)}$`),
        );
      } else {
        // The page's own line: "≈" where digits were dropped, "exactly" (in the page's language) when exact.
        // A size chart's page starts at its middle size, since 1 is on no chart.
        const input = chartStartValue(pair.category, pair.from) ?? '1';
        const view = converterView({ category: pair.category, from: pair.from, to: pair.to, input, locale });
        if (view.state !== 'result') throw new Error(`${pair.slug}: no result`);
        const main = view.exact ? m.Converter.exactLine.replace('{line}', view.line) : view.line;
        // Ambiguous units (US and UK gallons, binary and decimal data) add their other meaning below.
        const others = view.others.map((line) => m.Converter.otherMeaning.replace('{line}', line)).join(' · ');
        await expect(result, path).toHaveText(main + others);
      }
    }
  });
}

async function structuredData(page: Page): Promise<Record<string, unknown>[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.map((text) => JSON.parse(text) as Record<string, unknown>);
}

test("the FAQ opens items independently and its FAQPage data has the page's questions; breadcrumbs are structured too", async ({
  page,
}) => {
  await page.goto('/convert/temperature/celsius-to-fahrenheit');
  await hydrated(page);
  const faq = page.getByRole('region', { name: 'Frequently asked questions' });
  const triggers = faq.getByRole('button');
  const count = await triggers.count();
  expect(count).toBeGreaterThanOrEqual(3);
  await triggers.nth(0).click();
  await triggers.nth(1).click();
  await expect(triggers.nth(0)).toHaveAttribute('aria-expanded', 'true');
  await expect(triggers.nth(1)).toHaveAttribute('aria-expanded', 'true');
  await expect(faq.getByText(/^Double the Celsius figure and add 30/)).toBeVisible();
  await triggers.nth(0).click();
  await expect(triggers.nth(0)).toHaveAttribute('aria-expanded', 'false');
  await expect(triggers.nth(1)).toHaveAttribute('aria-expanded', 'true');

  const data = await structuredData(page);
  const faqPage = data.find((item) => item['@type'] === 'FAQPage') as { mainEntity: { name: string; acceptedAnswer: { text: string } }[] };
  const questions = (await triggers.allTextContents()).map((text) => text.trim());
  expect(faqPage.mainEntity.map((question) => question.name)).toEqual(questions);
  expect(faqPage.mainEntity[0]!.acceptedAnswer.text).toContain('°F = °C × 9/5 + 32');

  const trail = data.find((item) => item['@type'] === 'BreadcrumbList') as {
    itemListElement: { position: number; name: string; item: string }[];
  };
  expect(trail.itemListElement.map((step) => [step.position, step.name, step.item])).toEqual([
    [1, 'Home', `${E2E.siteUrl}/`],
    [2, 'Temperature', `${E2E.siteUrl}/category/temperature`],
    [3, 'Celsius to Fahrenheit (°C to °F)', `${E2E.siteUrl}/convert/temperature/celsius-to-fahrenheit`],
  ]);
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('link', { name: 'Temperature' })).toHaveAttribute('href', '/category/temperature');
});

test('each FAQ question is a button in a heading that shows and hides the answer it controls; arrow keys, Home and End move between them', async ({
  page,
}) => {
  await page.goto('/convert/length/cm-to-inches');
  await hydrated(page);
  const faq = page.getByRole('region', { name: 'Frequently asked questions' });
  const question = 'How do you convert centimeters to inches?';
  const trigger = faq.getByRole('heading', { level: 3, name: question }).getByRole('button', { name: question });
  const answer = page.locator(`[id="${await trigger.getAttribute('aria-controls')}"]`);
  await expect(answer).toHaveAttribute('data-faq-answer', '');
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  await expect(answer).toBeHidden();
  await trigger.click();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await expect(faq.getByRole('region', { name: question })).toContainText(
    'Use the formula in = cm ÷ 2.54, where cm is the value in centimeters.',
  );
  await trigger.press('Enter');
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  await expect(answer).toBeHidden();

  // Moving between questions with keys is Radix's, which takes the plain questions' place once the
  // visitor reaches for the FAQ (components/content/faq-list.tsx): its triggers carry data-state.
  await expect(trigger).toHaveAttribute('data-state', 'closed');
  await expect(trigger).toBeFocused();
  const triggers = faq.getByRole('button');
  const last = (await triggers.count()) - 1;
  await trigger.press('ArrowDown');
  await expect(triggers.nth(1)).toBeFocused();
  await page.keyboard.press('End');
  await expect(triggers.nth(last)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(triggers.nth(0)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(triggers.nth(last)).toBeFocused();
  await page.keyboard.press('Home');
  await expect(triggers.nth(0)).toBeFocused();
  await page.keyboard.press('Space');
  await expect(triggers.nth(0)).toHaveAttribute('aria-expanded', 'true');
});

test("questions pressed before the accordion's code has come open, close and stay so once it has", async ({ page }) => {
  // Radix's accordion is fetched when the visitor reaches for the FAQ (components/content/faq-list.tsx):
  // every script the page's HTML does not name is held until the questions have been pressed.
  const path = '/convert/length/cm-to-inches';
  const first = new Set((await (await page.request.get(path)).text()).match(/\/_next\/static\/chunks\/[^"]+\.js/g));
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    if (!first.has(new URL(route.request().url()).pathname)) await held;
    await route.continue();
  });
  // Not "load": a chunk React asks for while it hydrates delays it, and those chunks are held here.
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await hydrated(page);
  const triggers = page.getByRole('region', { name: 'Frequently asked questions' }).getByRole('button');
  await triggers.nth(0).click();
  await triggers.nth(1).click();
  await triggers.nth(1).click();
  await triggers.nth(2).click();
  await expect(triggers.nth(0)).toHaveAttribute('aria-expanded', 'true');
  await expect(triggers.nth(1)).toHaveAttribute('aria-expanded', 'false');
  await triggers.nth(2).focus();
  release();
  // The accordion has come when its questions carry Radix's state; the focused question keeps focus.
  await expect(triggers.nth(0)).toHaveAttribute('data-state', 'open');
  await expect(triggers.nth(2)).toBeFocused();
  await expect(triggers.nth(0)).toHaveAttribute('aria-expanded', 'true');
  await expect(triggers.nth(1)).toHaveAttribute('aria-expanded', 'false');
  await expect(triggers.nth(2)).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText('Use the formula in = cm ÷ 2.54, where cm is the value in centimeters.')).toBeVisible();
  await triggers.nth(0).click();
  await expect(triggers.nth(0)).toHaveAttribute('aria-expanded', 'false');
});

test('the embed dialog shows the iframe code read-only, copies it and previews the widget', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const pair = getPair('length', 'cm-to-inches')!;
  await page.goto(pathOf(pair));
  await page.getByRole('button', { name: 'Get embed code' }).click();
  const dialog = page.getByRole('dialog', { name: 'Embed this converter' });
  await expect(dialog).toBeVisible();
  const code = dialog.getByRole('textbox', { name: 'Embed code' });
  const expected = pairEmbedSnippet({ origin: E2E.siteUrl, pair, locale: 'en', title: `${titleOf(pair)} – Unitly converter` });
  await expect(code).toHaveValue(expected);
  await expect(code).toHaveAttribute('readonly', '');
  expect(expected).toContain(`src="${E2E.siteUrl}/widget/embed?category=length&from=cm&to=in" width="400" height="300"`);
  await dialog.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(dialog.getByRole('button', { name: 'Copied!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
  await expect(dialog.getByText('1 cm ≈ 0.393701 in')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});

test('links to the reverse pair, to the other pairs of its two units and to the category sidebar', async ({ page }) => {
  await page.goto('/convert/weight/kg-to-pounds');
  await expect(
    page.getByRole('region', { name: 'The other way round' }).getByRole('link', { name: 'Pounds to kilograms (lb to kg)' }),
  ).toHaveAttribute('href', '/convert/weight/pounds-to-kg');
  const fromKg = page.getByRole('region', { name: 'Kilograms to other units' }).getByRole('link');
  await expect(fromKg.getByText('kg to g', { exact: true })).toHaveAttribute('href', '/convert/weight/kg-to-grams');
  const toLb = page.getByRole('region', { name: 'Other units to pounds' }).getByRole('link');
  await expect(toLb.getByText('g to lb', { exact: true })).toHaveAttribute('href', '/convert/weight/grams-to-pounds');
  for (const href of await fromKg.evaluateAll((links) => links.map((a) => a.getAttribute('href'))))
    expect(href).toMatch(/^\/convert\/weight\/kg-to-[a-z0-9-]+$/);
  const nav = page.getByRole('navigation', { name: 'All categories' });
  await expect(nav.getByRole('link', { name: 'Weight' })).toHaveAttribute('aria-current', 'page');
  await expect(page.locator('[data-ad-slot]').first()).toBeAttached();
});

test("category pages show the category's description, formulas and FAQ under the converter", async ({ page }) => {
  await page.goto('/category/data');
  await expect(page.getByRole('heading', { level: 2, name: messages.en.CategoryContent.data.title })).toBeVisible();
  const faq = page.getByRole('region', { name: 'Frequently asked questions' });
  await faq.getByRole('button', { name: 'How many bytes are in a kilobyte?' }).click();
  // Its own answer: the KiB question's answer says the same of the binary units.
  const answer = faq.getByRole('region', { name: 'How many bytes are in a kilobyte?' });
  await expect(answer).toBeVisible();
  await expect(answer).toContainText('1 KB = 1024 bytes');
  const faqPage = (await structuredData(page)).find((item) => item['@type'] === 'FAQPage') as { mainEntity: unknown[] };
  expect(faqPage.mainEntity.length).toBe(Object.keys(messages.en.CategoryContent.data.faq).length);
});

// Category pages, FAQ included, are checked by converter.spec.ts; here the pair page and its dialog.
for (const [index, locale] of AXE_LOCALES.entries()) {
  const pair = pairsOf(categoryIds[(index * 7 + 3) % categoryIds.length]!)[0]!;
  test(`axe finds no violations on ${localizedPath(locale, pathOf(pair))} with its embed dialog open`, async ({ page }) => {
    await page.goto(localizedPath(locale, pathOf(pair)));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const before = await new AxeBuilder({ page }).analyze();
    expect(before.violations.map((v) => `${v.id} (${v.nodes.length})`)).toEqual([]);
    await page.getByRole('button', { name: messages[locale].EmbedCard.open }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    const open = await new AxeBuilder({ page }).analyze();
    expect(open.violations.map((v) => `${v.id} (${v.nodes.length})`)).toEqual([]);
  });
}

test('a pair page has its own title, description, canonical link, hreflang alternates and social tags', async ({ page }) => {
  const pair = getPair('speed', 'kmh-to-mph')!;
  const path = localizedPath('de', pathOf(pair));
  await page.goto(path);
  await expect(page).toHaveTitle(`${titleOf(pair, 'de')} | Unitly`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    /^Rechnen Sie km\/h in mph um, indem Sie durch 1,609344[\s\u00a0]teilen\./,
  );
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', E2E.siteUrl + path);
  for (const locale of locales) {
    await expect(page.locator(`link[rel="alternate"][hreflang="${locale}"]`)).toHaveAttribute(
      'href',
      E2E.siteUrl + localizedPath(locale, pathOf(pair)),
    );
  }
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', E2E.siteUrl + pathOf(pair));
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', `${titleOf(pair, 'de')} | Unitly`);
  await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', /1,609344/);
});
