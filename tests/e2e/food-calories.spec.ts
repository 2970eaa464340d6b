import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { E2E } from '../support/e2e-env';
import { AXE_LOCALES } from '../support/axe';
import { locales, localizedPath, messages, type Locale } from '../support/messages';

const PATH = '/tools/food-calories';
const en = messages.en.FoodCalories;

test.beforeEach(async ({ page }) => {
  // Answer the consent banner up front, so it never covers the controls near the bottom.
  await page.addInitScript(() => {
    localStorage.setItem('consent', JSON.stringify({ state: { decision: 'denied' }, version: 0 }));
  });
});

/** Opens the tracker and waits until the saved list has been read (the page is interactive then). */
async function openTracker(page: Page, locale: Locale = 'en') {
  await page.goto(localizedPath(locale, PATH));
  const m = messages[locale].FoodCalories;
  await expect(page.getByRole('region', { name: m.yourFoods })).not.toContainText(m.loadingList);
}

async function search(page: Page, term: string) {
  await page.getByRole('searchbox', { name: 'Search food' }).fill(term);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
}

async function addFirstResult(page: Page, term: string, name: string) {
  await search(page, term);
  await page
    .getByRole('button', { name: `Add ${name}`, exact: true })
    .first()
    .click();
}

const totals = (page: Page) => page.getByRole('region', { name: 'Total' }).getByRole('definition');
const facts = (page: Page) => page.getByRole('region', { name: 'Nutrition facts' });
const yourFoods = (page: Page) => page.getByRole('region', { name: 'Your foods' });

function analyticsLabels(page: Page) {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: { event?: string; category?: string; label?: string; value?: unknown }[] }).dataLayer ?? [])
      .filter((entry) => entry.event === 'unitly_event' && entry.category === 'food_calories')
      .map((entry) => `${entry.label}:${String(entry.value)}`),
  );
}

test('search "banana", add it: totals show 89 kcal per 100 g, and quantity 2 doubles everything', async ({ page }) => {
  await openTracker(page);
  await expect(yourFoods(page)).toContainText(en.empty);
  await expect(facts(page)).toHaveCount(0);

  await search(page, 'banana');
  const results = page.getByRole('list', { name: 'Search results' });
  await expect(results.getByRole('listitem').first()).toContainText('Banana');
  await expect(results.getByRole('listitem').first()).toContainText('89 kcal');
  await expect(results.getByRole('listitem').first()).toContainText('Protein 1.1 g');
  // A long list scrolls instead of growing past 24rem.
  await expect(results).toHaveCSS('max-height', '384px');
  await expect(results).toHaveCSS('overflow-y', 'auto');

  await page.getByRole('button', { name: 'Add Banana', exact: true }).click();
  // Adding clears the box and the results.
  await expect(page.getByRole('searchbox', { name: 'Search food' })).toHaveValue('');
  await expect(results).toHaveCount(0);

  const item = yourFoods(page).getByRole('listitem');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('Banana');
  await expect(item.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('1');
  await expect(item).toContainText('×100g');
  await expect(totals(page)).toHaveText(['89 kcal', '1.1 g', '22.8 g', '0.3 g']);
  await expect(facts(page).getByRole('definition')).toHaveText(['2.6 g', '12.2 g', '1 mg']);
  await expect(page.getByRole('region', { name: 'Macro breakdown' }).getByRole('listitem')).toHaveText([
    /Protein\s*1\.1 g · 4%/,
    /Carbs\s*22\.8 g · 94%/,
    /Fat\s*0\.3 g · 1%/,
  ]);

  await item.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(item.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('2');
  await expect(item).toContainText('178 kcal');
  await expect(totals(page)).toHaveText(['178 kcal', '2.2 g', '45.7 g', '0.7 g']);
  await expect(facts(page).getByRole('definition')).toHaveText(['5.2 g', '24.5 g', '2 mg']);
  await expect(page.getByRole('region', { name: 'Macro breakdown' }).getByRole('listitem')).toHaveText([
    /Protein\s*2\.2 g · 4%/,
    /Carbs\s*45\.7 g · 94%/,
    /Fat\s*0\.7 g · 1%/,
  ]);
});

test('the quantity box follows the rules: typed amounts count, amounts below 0.1 are ignored, minus stops at 1', async ({ page }) => {
  await openTracker(page);
  await addFirstResult(page, 'banana', 'Banana');
  const item = yourFoods(page).getByRole('listitem');
  const quantity = item.getByRole('spinbutton', { name: 'Quantity' });
  const minus = item.getByRole('button', { name: 'Decrease quantity' });
  await expect(minus).toBeDisabled();

  await quantity.fill('3');
  await expect(totals(page).first()).toHaveText('267 kcal');
  await quantity.fill('0');
  await quantity.blur();
  await expect(quantity).toHaveValue('3');
  await expect(totals(page).first()).toHaveText('267 kcal');

  await minus.click();
  await minus.click();
  await expect(quantity).toHaveValue('1');
  await expect(minus).toBeDisabled();
  await expect(totals(page).first()).toHaveText('89 kcal');

  // An emptied box counts as 1 (a non-numeric entry becomes 1).
  await quantity.fill('4');
  await quantity.fill('');
  await quantity.blur();
  await expect(quantity).toHaveValue('1');
  await expect(totals(page).first()).toHaveText('89 kcal');
});

test('remove deletes one food, clear all empties the list, and both are reported to analytics', async ({ page }) => {
  await openTracker(page);
  await addFirstResult(page, 'banana', 'Banana');
  await addFirstResult(page, 'egg', 'Egg');
  const items = yourFoods(page).getByRole('listitem');
  await expect(items).toHaveCount(2);
  await expect(totals(page).first()).toHaveText('232 kcal');

  await page.getByRole('button', { name: 'Remove Banana' }).click();
  await expect(items).toHaveCount(1);
  await expect(items).toContainText('Egg');
  await expect(totals(page).first()).toHaveText('143 kcal');

  await addFirstResult(page, 'banana', 'Banana');
  await expect(items).toHaveCount(2);
  await page.getByRole('button', { name: 'Clear all' }).click();
  await expect(items).toHaveCount(0);
  await expect(yourFoods(page)).toContainText(en.empty);
  await expect(page.getByRole('button', { name: 'Clear all' })).toHaveCount(0);
  await expect(facts(page)).toHaveCount(0);
  await expect(totals(page)).toHaveText(['0 kcal', '0 g', '0 g', '0 g']);

  expect(await analyticsLabels(page)).toEqual(expect.arrayContaining(['add_food:Banana', 'add_food:Egg', 'remove_food:Banana']));
});

test('a product only Open Food Facts knows (stubbed) is found and added', async ({ page }) => {
  await openTracker(page);
  await search(page, 'stubtella');
  const result = page.getByRole('list', { name: 'Search results' }).getByRole('listitem');
  await expect(result).toHaveCount(1);
  await expect(result).toContainText('Stubtella Hazelnut Spread');
  await expect(result).toContainText('539 kcal');
  await page.getByRole('button', { name: 'Add Stubtella Hazelnut Spread' }).click();
  await expect(totals(page)).toHaveText(['539 kcal', '6.3 g', '57.5 g', '30.9 g']);
  // Sodium from salt: 0.107 g / 2.5 × 1000 = 42.8 mg.
  await expect(facts(page).getByRole('definition')).toHaveText(['0 g', '56.3 g', '42.8 mg']);
});

test('the search button is disabled while blank and while searching, and a slow food database shows the time-out message', async ({
  page,
}) => {
  await openTracker(page);
  await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeDisabled();
  await page.getByRole('searchbox', { name: 'Search food' }).fill('   ');
  await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeDisabled();

  // The stub answers "slowfood" only after the server's time-out (OPEN_FOOD_FACTS_TIMEOUT_MS).
  await search(page, 'slowfood');
  await expect(page.getByRole('button', { name: en.searching })).toBeDisabled();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(en.errors.TIMEOUT);
  await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeEnabled();
});

test('a query nothing matches says that no nutrition data was found', async ({ page }) => {
  await openTracker(page);
  await search(page, 'nothingfound');
  await expect(page.getByRole('main').getByRole('status')).toHaveText('No nutrition data found for "nothingfound"');
});

test('the list survives a reload', async ({ page }) => {
  await openTracker(page);
  await addFirstResult(page, 'banana', 'Banana');
  await yourFoods(page).getByRole('button', { name: 'Increase quantity' }).click();
  await expect(totals(page).first()).toHaveText('178 kcal');
  await page.reload();
  await expect(yourFoods(page).getByRole('listitem')).toContainText('Banana');
  await expect(yourFoods(page).getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('2');
  await expect(totals(page).first()).toHaveText('178 kcal');
});

const localTerms: Record<Locale, { term: string; name: string; kcal: string }> = {
  en: { term: 'banana', name: 'Banana', kcal: '89 kcal' },
  es: { term: 'plátano', name: 'Plátano', kcal: '89 kcal' },
  de: { term: 'Banane', name: 'Banane', kcal: '89 kcal' },
  fr: { term: 'banane', name: 'Banane', kcal: '89 kcal' },
  no: { term: 'banan', name: 'Banan', kcal: '89 kcal' },
};

for (const locale of locales) {
  test(`in ${locale} the page is translated and finds "${localTerms[locale].term}"`, async ({ page }) => {
    const m = messages[locale].FoodCalories;
    const { term, name, kcal } = localTerms[locale];
    const url = localizedPath(locale, PATH);
    const response = await page.goto(url);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page).toHaveTitle(`${m.metaTitle} | Unitly`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', E2E.siteUrl + url);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.title);
    await expect(page.locator('[data-ad-slot="unitly-top"]')).toBeVisible();
    await expect(page.getByRole('region', { name: m.yourFoods })).toContainText(m.empty);

    await page.getByRole('searchbox', { name: m.searchLabel }).fill(term);
    await page.getByRole('button', { name: m.search, exact: true }).click();
    await page.getByRole('button', { name: m.add.replace('{name}', name), exact: true }).click();
    const item = page.getByRole('region', { name: m.yourFoods }).getByRole('listitem');
    await expect(item).toContainText(name);
    await expect(item.getByRole('spinbutton', { name: m.quantity })).toHaveValue('1');
    await expect(page.getByRole('region', { name: m.totalTitle }).getByRole('definition').first()).toHaveText(kcal);
    await expect(page.getByRole('region', { name: m.nutritionFactsTitle })).toBeVisible();
    await page.getByRole('button', { name: m.remove.replace('{name}', name) }).click();
    await expect(page.getByRole('region', { name: m.yourFoods })).toContainText(m.empty);
  });
}

for (const locale of AXE_LOCALES) {
  test(`axe finds no violations on the tracker in ${locale}, empty and in use`, async ({ page }) => {
    const m = messages[locale].FoodCalories;
    const { term, name } = localTerms[locale];
    await openTracker(page, locale);
    const empty = await new AxeBuilder({ page }).analyze();
    expect(empty.violations.map((v) => `empty: ${v.id} (${v.nodes.length})`)).toEqual([]);

    await page.getByRole('searchbox', { name: m.searchLabel }).fill(term);
    await page.getByRole('button', { name: m.search, exact: true }).click();
    await page.getByRole('button', { name: m.add.replace('{name}', name), exact: true }).click();
    // Results and a list with foods on screen at once.
    await page.getByRole('searchbox', { name: m.searchLabel }).fill(term);
    await page.getByRole('button', { name: m.search, exact: true }).click();
    await expect(page.getByRole('list', { name: m.resultsLabel })).toBeVisible();
    await expect(page.getByRole('region', { name: m.nutritionFactsTitle })).toBeVisible();
    const inUse = await new AxeBuilder({ page }).analyze();
    expect(inUse.violations.map((v) => `in use: ${v.id} (${v.nodes.length})`)).toEqual([]);
  });
}
