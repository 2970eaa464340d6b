import { expect, test, type Page } from '@playwright/test';
import { unitsStorageKey } from '@/lib/converter';
import { conversionTableRows, tableRowCells } from '@/lib/converter/panels';
import { formatResult } from '@/lib/format/result';
import { convert } from '@/lib/units';
import { messages } from '../support/messages';
import { hydrated } from '../support/hydrated';

const PAIR = '/convert/length/cm-to-inches';
const m = messages.en;
const card = (page: Page) => page.getByRole('region', { name: m.Converter.label.replace('{category}', m.CategoryNames.length) });
/** The default answer as the card writes it: "1 cm = 0.393701 in". */
// Digits were dropped, so the line says ≈ rather than =.
const defaultAnswer = new RegExp(`1 cm ≈ ${formatResult(convert('length', 'cm', 'in', 1), 'en').replace('.', '\\.')} in`);

/** Sum of layout-shift values the page reported (no input-driven shifts happen in these tests). */
async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        // Two frames after the observer has been handed the buffered entries.
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(total)));
      }),
  );
}

test.describe('on a phone (390 x 844), a first visit', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  const firstScreenPages = [
    { name: 'a pair page', path: PAIR, category: 'length', answer: defaultAnswer },
    { name: 'a category page', path: '/category/temperature', category: 'temperature', answer: /^1 °C = 33\.8 °F/ },
  ] as const;
  for (const { name, path, category, answer } of firstScreenPages) {
    test(`sees the default answer of ${name} on the first screen, above the consent banner`, async ({ page }) => {
      await page.goto(path);
      const banner = page.getByRole('region', { name: m.Consent.label });
      await expect(banner).toBeVisible();
      const result = page
        .getByRole('region', { name: m.Converter.label.replace('{category}', m.CategoryNames[category]) })
        .getByRole('status');
      await expect(result).toHaveText(answer);
      const box = (await result.boundingBox())!;
      const bannerTop = (await banner.boundingBox())!.y;
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height, 'answer bottom vs consent banner top').toBeLessThanOrEqual(bannerTop);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    });
  }

  test('finds the converter before the top ad slot', async ({ page }) => {
    await page.goto(PAIR);
    const ads = page.getByText(m.Ads.label, { exact: true });
    const firstVisibleAd = ads.filter({ visible: true }).first();
    await expect(firstVisibleAd).toBeVisible();
    const converterTop = (await card(page).boundingBox())!.y;
    expect((await firstVisibleAd.boundingBox())!.y).toBeGreaterThan(converterTop);
  });

  test('has no layout shift on a pair page (CLS at most 0.01)', async ({ page }) => {
    await page.goto(PAIR);
    await expect(card(page).getByRole('status')).toHaveText(defaultAnswer);
    await page.waitForLoadState('networkidle');
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.01);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a pair page shows the default answer, the table, the formula and the FAQ answers', async ({ page }) => {
    await page.goto(PAIR);
    await expect(card(page).getByRole('status')).toHaveText(defaultAnswer);
    await expect(page.getByRole('table').first()).toBeVisible();
    await expect(page.getByRole('table').first().getByRole('row').nth(1)).toBeVisible();
    const formula = page.getByRole('region', { name: /^How to convert / });
    await expect(formula).toBeVisible();
    await expect(formula).toContainText('2.54');
    const faq = page.getByRole('region', { name: 'Frequently asked questions' });
    const answers = faq.locator('[data-faq-answer]');
    expect(await answers.count()).toBeGreaterThanOrEqual(4);
    for (const answer of await answers.all()) await expect(answer).toBeVisible();
  });

  test('a category page shows its FAQ answers and its pair index in place', async ({ page }) => {
    await page.goto('/category/length');
    const faq = page.getByRole('region', { name: 'Frequently asked questions' });
    const answers = faq.locator('[data-faq-answer]');
    expect(await answers.count()).toBeGreaterThanOrEqual(3);
    for (const answer of await answers.all()) await expect(answer).toBeVisible();
    // The pair index, the last part of the page: every pair of the category.
    await expect(page.locator('main a[href="/convert/length/mm-to-yards"]').last()).toBeVisible();
  });
});

test.describe('the conversion table and formula', () => {
  const units = (from: string, to: string) => ({ category: 'length', from, to, locale: 'en' }) as const;
  /** The cells of a table's first row, as the page writes them. */
  const firstRow = (from: string, to: string) => tableRowCells(conversionTableRows(units(from, to))[0]!, units(from, to));
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const table = (page: Page, title: string) => page.getByRole('region', { name: `Conversion table: ${title}` });
  const formula = (page: Page, title: string) => page.getByRole('region', { name: `How to convert ${title}` });

  test.beforeEach(async ({ page }) => {
    // The cookie banner is fixed to the bottom of the screen and not under test here.
    await page.addInitScript(() => window.localStorage.setItem('consent', JSON.stringify({ state: { decision: 'denied' }, version: 0 })));
  });

  test('of a pair page are in its server HTML, follow the units chosen in the card, and only then load their code', async ({
    page,
    request,
  }) => {
    const html = await (await request.get(PAIR)).text();
    const cells = firstRow('cm', 'in').map((cell) => `<td[^>]*>${escape(cell)}</td>`);
    expect(html).toMatch(new RegExp(`<tr[^>]*>${cells.join('')}</tr>`));
    expect(html).toMatch(/<h2[^>]*>How to convert centimeters to inches<\/h2>/);
    expect(html).toContain('in = cm ÷ 2.54');

    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(PAIR);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    await expect(table(page, 'centimeters to inches').getByRole('row').nth(1)).toHaveAccessibleName(firstRow('cm', 'in').join(' '));
    const loaded = scripts.length;

    await card(page).getByLabel(m.Converter.to, { exact: true }).selectOption('ft');
    await expect(table(page, 'centimeters to feet').getByRole('row').nth(1)).toHaveAccessibleName(firstRow('cm', 'ft').join(' '));
    await expect(formula(page, 'centimeters to feet')).toContainText('ft = cm ÷ 30.48');
    await expect(table(page, 'centimeters to inches')).toHaveCount(0);
    expect(scripts.length, 'the table and formula code loads when the units change').toBeGreaterThan(loaded);

    await card(page).getByLabel(m.Converter.to, { exact: true }).selectOption('in');
    await expect(table(page, 'centimeters to inches').getByRole('row').nth(1)).toHaveAccessibleName(firstRow('cm', 'in').join(' '));
    await expect(formula(page, 'centimeters to inches')).toContainText('in = cm ÷ 2.54');
  });

  test('of a category page follow the units of its address and the stored ones', async ({ page }) => {
    await page.goto('/category/length?from=km&to=mi');
    await expect(table(page, 'kilometers to miles').getByRole('row').nth(1)).toHaveAccessibleName(firstRow('km', 'mi').join(' '));
    await expect(formula(page, 'kilometers to miles')).toBeVisible();
    await expect(page.getByRole('region', { name: /^Conversion table: / })).toHaveCount(1);

    await page.evaluate((key) => window.localStorage.setItem(key, JSON.stringify({ from: 'ft', to: 'm' })), unitsStorageKey('length'));
    await page.goto('/category/length');
    await expect(table(page, 'feet to meters').getByRole('row').nth(1)).toHaveAccessibleName(firstRow('ft', 'm').join(' '));
    await expect(formula(page, 'feet to meters')).toContainText('m = ft × 0.3048');
    await expect(page.getByRole('region', { name: /^How to convert / })).toHaveCount(1);
  });

  test('of a pair page give way to none when their code cannot be loaded, and come back with the next choice', async ({ page }) => {
    await page.goto(PAIR);
    const to = card(page).getByLabel(m.Converter.to, { exact: true });
    await hydrated(page);
    // The card's conversion engine comes when the visitor reaches for the value (the panels' code
    // only when they reach for a unit).
    await card(page).getByLabel(m.Converter.value, { exact: true }).focus();
    await page.waitForLoadState('networkidle');
    // Every script asked for from now on is the panels' code: the connection drops.
    await page.route('**/_next/static/chunks/*.js', (route) => route.abort());
    await to.selectOption('ft');
    await expect(page.getByRole('region', { name: /^Conversion table: / })).toHaveCount(0);
    await expect(page.getByRole('region', { name: /^How to convert / })).toHaveCount(0);
    await expect(card(page).getByRole('status')).toContainText('ft');
    await page.unroute('**/_next/static/chunks/*.js');
    await to.selectOption('m');
    await expect(table(page, 'centimeters to meters').getByRole('row').nth(1)).toHaveAccessibleName(firstRow('cm', 'm').join(' '));
    await expect(formula(page, 'centimeters to meters')).toBeVisible();
  });
});

test.describe("the converter card's conversion engine", () => {
  const value = (page: Page) => card(page).getByLabel(m.Converter.value, { exact: true });
  const scriptsOf = (page: Page) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    return scripts;
  };

  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('consent', JSON.stringify({ state: { decision: 'denied' }, version: 0 })));
  });

  test('is not loaded by a visit that reads the default answer, and comes when the visitor reaches for the card', async ({ page }) => {
    const scripts = scriptsOf(page);
    await page.goto(PAIR);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    await expect(card(page).getByRole('status')).toHaveText(defaultAnswer);
    const loaded = scripts.length;

    await value(page).focus();
    await expect.poll(() => scripts.length, { message: 'the engine loads on focus, before the first keystroke' }).toBeGreaterThan(loaded);
    await value(page).fill('5');
    await expect(card(page).getByRole('status')).toHaveText(/^5 cm ≈ 1\.968504 in/);
  });

  test('says the conversion failed when it cannot be loaded, and answers with the next change once it can', async ({ page }) => {
    await page.goto(PAIR);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    await page.route('**/_next/static/chunks/*.js', (route) => route.abort());
    await value(page).fill('2');
    await expect(card(page).getByRole('status')).toHaveText(m.Converter.errors.conversionFailed);
    await page.unroute('**/_next/static/chunks/*.js');
    await value(page).fill('25');
    await expect(card(page).getByRole('status')).toHaveText(/^25 cm ≈ 9\.84252 in/);
  });
});
