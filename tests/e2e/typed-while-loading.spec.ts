import { expect, test, type Page } from '@playwright/test';
import { HISTORY_STORAGE_KEY } from '@/lib/converter/history-store';
import { messages } from '../support/messages';
import { holdScripts, throttleCpu } from '../support/slow-phone';

/*
 * What a visitor types while the page's scripts load, on a CPU slowed four times as on a phone: React
 * keeps it (components/ui/use-typed-before-hydration.ts). Each case is tried twice over: typed as soon
 * as the field is on screen, six times, and typed while the script files are held back, so certainly
 * before they run. Tests wait for outcomes only.
 */
const m = messages.en;
const TRIES = 6;

test.beforeEach(async ({ page }) => {
  // The cookie banner is answered in consent.spec.ts; here it would only cover the controls.
  await page.addInitScript(() => window.localStorage.setItem('consent', JSON.stringify({ state: { decision: 'denied' }, version: 0 })));
  await throttleCpu(page);
});

/** Opens `path` with its scripts held back, and does `early` in its server HTML; the scripts then come. */
async function beforeScripts(page: Page, path: string, early: () => Promise<void>) {
  const scripts = await holdScripts(page);
  await page.goto(path, { waitUntil: 'commit' });
  await early();
  await scripts.release();
}

/** Opens `path` and types `text` into `field` as soon as it is on screen, key by key. */
async function typeAtOnce(page: Page, path: string, field: () => ReturnType<Page['getByLabel']>, text: string, clear = false) {
  await page.goto(path, { waitUntil: 'commit' });
  await field().click();
  if (clear) await page.keyboard.press('ControlOrMeta+A');
  await field().pressSequentially(text, { delay: 20 });
}

const PAIR = '/convert/length/cm-to-inches';
const card = (page: Page) => page.getByRole('region', { name: m.Converter.label.replace('{category}', m.CategoryNames.length) });
const pairValue = (page: Page) => card(page).getByLabel(m.Converter.value);

test.describe('a pair page', () => {
  for (let attempt = 1; attempt <= TRIES; attempt++) {
    test(`converts a value typed as soon as the page shows (try ${attempt} of ${TRIES})`, async ({ page }) => {
      await typeAtOnce(page, PAIR, () => pairValue(page), '12', true);
      await expect(card(page).getByRole('status')).toHaveText('12 cm ≈ 4.724409 in');
      await expect(pairValue(page)).toHaveValue('12');
    });
  }

  test('converts the value typed before its scripts ran', async ({ page }) => {
    await beforeScripts(page, PAIR, () => pairValue(page).fill('12'));
    await expect(card(page).getByRole('status')).toHaveText('12 cm ≈ 4.724409 in');
  });

  test('converts into the unit chosen before its scripts ran', async ({ page }) => {
    await beforeScripts(page, PAIR, async () => {
      await card(page).getByLabel(m.Converter.to, { exact: true }).selectOption('ft');
      await pairValue(page).fill('30.48');
    });
    await expect(card(page).getByRole('status')).toHaveText(/^30\.48 cm = 1 ft/);
  });

  test('keeps a conversion typed, starred and left at once in recent conversions', async ({ page }) => {
    await page.goto(PAIR);
    await pairValue(page).fill('12');
    await expect(card(page).getByRole('status')).toHaveText('12 cm ≈ 4.724409 in');
    await card(page).getByRole('button', { name: m.Favourites.add }).click();
    // Left before the conversion has stood still long enough to count.
    await page.goto('/about');
    const stored = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '{}')?.state, HISTORY_STORAGE_KEY);
    expect(stored?.favourites).toEqual([{ category: 'length', from: 'cm', to: 'in', value: '12' }]);
    expect(stored?.recent?.[0]).toMatchObject({ category: 'length', from: 'cm', to: 'in', value: '12' });
    await page.goto('/');
    await expect(page.getByRole('region', { name: m.Favourites.recentTitle })).toContainText('12 cm');
  });
});

test.describe('the food calorie tracker', () => {
  const f = m.FoodCalories;
  const box = (page: Page) => page.getByRole('searchbox', { name: f.searchLabel });
  for (let attempt = 1; attempt <= TRIES; attempt++) {
    test(`searches for a food typed as soon as the page shows (try ${attempt} of ${TRIES})`, async ({ page }) => {
      await typeAtOnce(page, '/tools/food-calories', () => box(page), 'banana');
      await expect(page.getByRole('button', { name: f.search, exact: true })).toBeEnabled();
      await expect(box(page)).toHaveValue('banana');
      await page.getByRole('button', { name: f.search, exact: true }).click();
      await expect(page.getByRole('button', { name: /^Add Banana/ }).first()).toBeVisible();
      await expect(box(page)).toHaveValue('banana');
    });
  }
});

test.describe('the recipe converter', () => {
  const r = m.RecipeConverter;
  const PATH = '/tools/recipe-converter';
  const ingredients = (page: Page) => page.getByRole('textbox', { name: r.ingredients });
  for (let attempt = 1; attempt <= TRIES; attempt++) {
    test(`scales ingredients typed as soon as the page shows (try ${attempt} of ${TRIES})`, async ({ page }) => {
      await typeAtOnce(page, PATH, () => ingredients(page), '1 cup rice', true);
      // 2 servings scaled to 4.
      await expect(page.getByRole('list', { name: r.outputTitle })).toContainText('480 ml rice');
      await expect(ingredients(page)).toHaveValue('1 cup rice');
    });
  }

  test('copies the ingredients and servings typed before its scripts ran', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await beforeScripts(page, PATH, async () => {
      await ingredients(page).fill('1 cup rice\n3 eggs');
      await page.getByRole('spinbutton', { name: r.desiredServings }).fill('6');
    });
    await expect(page.getByRole('list', { name: r.outputTitle })).toContainText('720 ml rice');
    await page.getByRole('button', { name: r.copy }).click();
    await expect(page.getByText(r.copied)).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      ['Recipe for 6 servings', '', '- 720 ml rice', '- 9 eggs', ''].join('\n'),
    );
  });
});

test.describe('fields elsewhere', () => {
  test('the bulk converter loads the file chosen before its scripts ran', async ({ page }) => {
    const b = m.BulkConvert;
    await beforeScripts(page, '/tools/bulk-convert', () =>
      page.getByLabel(b.fileLabel).setInputFiles({ name: 'early.csv', mimeType: 'text/csv', buffer: Buffer.from('id,length_cm\n1,254\n') }),
    );
    await expect(page.getByRole('region', { name: b.previewCaption.replace('{name}', 'early.csv') })).toBeVisible();
  });

  test('the API sandbox sends the units typed before its scripts ran', async ({ page }) => {
    const s = m.ApiSandbox;
    await beforeScripts(page, '/api', () => page.getByLabel(s.to, { exact: true }).fill('kg'));
    await page.getByRole('button', { name: s.run }).click();
    await expect(page.getByRole('region', { name: s.response })).toContainText('"error": "INVALID_UNIT"');
  });

  test('the API sandbox sends the request of a Run pressed before its scripts ran', async ({ page }) => {
    const s = m.ApiSandbox;
    await beforeScripts(page, '/api', async () => {
      await page.getByLabel(s.to, { exact: true }).fill('kg');
      // Without scripts the form is submitted by the browser, to this page with the fields in its query.
      await page.getByRole('button', { name: s.run }).click();
      await page.waitForURL(/\/api\?category=/, { waitUntil: 'commit' });
    });
    await expect(page.getByRole('region', { name: s.response })).toContainText('"error": "INVALID_UNIT"');
    await expect(page).toHaveURL(/\/api$/);
    await expect(page.getByLabel(s.to, { exact: true })).toHaveValue('kg');
  });

  test('the currency page converts the amount typed before its rates and scripts came', async ({ page }) => {
    const currency = page.getByRole('region', { name: m.Converter.label.replace('{category}', m.CategoryNames.currency) });
    await beforeScripts(page, '/category/currency', () => currency.getByLabel(m.Converter.value).fill('10'));
    await expect(currency.getByRole('status')).toHaveText(/^10 USD = [\d.]+ EUR$/);
  });

  test('the kg-to-pounds page converts the kilograms typed before its scripts ran', async ({ page }) => {
    const k = m.KgToPounds;
    await beforeScripts(page, '/converters/kg-to-pounds', () => page.getByLabel(k.kilograms, { exact: true }).fill('10'));
    await expect(page.getByLabel(k.pounds, { exact: true })).toHaveValue('22.046226');
  });

  test('the quick box answers the question typed before its scripts ran', async ({ page }) => {
    const label = m.QuickConvert.label;
    await beforeScripts(page, '/', () => page.getByRole('textbox', { name: label, exact: true }).fill('5 km to mi'));
    await expect(page.getByRole('form', { name: label, exact: true }).getByRole('status')).toContainText('3.106856 mi');
  });

  test('the quick box answers the question sent with Enter before its scripts ran', async ({ page }) => {
    const label = m.QuickConvert.label;
    await beforeScripts(page, '/', async () => {
      await page.getByRole('textbox', { name: label, exact: true }).fill('5 km to mi');
      await page.keyboard.press('Enter');
      await page.waitForURL(/\?q=/, { waitUntil: 'commit' });
    });
    await expect(page.getByRole('form', { name: label, exact: true }).getByRole('status')).toContainText('3.106856 mi');
    await expect(page.getByRole('textbox', { name: label, exact: true })).toHaveValue('5 km to mi');
    await expect(page).toHaveURL(/\/$/);
  });
});
