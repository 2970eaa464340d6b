import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { categoryIds, popularPairs, unitCount } from '@/lib/units';
import { AXE_LOCALES } from '../support/axe';
import { localizedPath, messages } from '../support/messages';

type DataLayerEntry = { event?: string; category?: string; label?: string; value?: string };

// Answer the cookie banner up front: it is fixed to the bottom of the screen and not under test here.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    window.localStorage.setItem('consent', JSON.stringify({ state: { decision: 'denied' }, version: 0 }));
  });
});

function converter(page: Page, category: string) {
  const card = page.getByRole('region', { name: `Converter: ${category}` });
  return {
    card,
    value: card.getByLabel('Value'),
    from: card.getByLabel('From', { exact: true }),
    to: card.getByLabel('To', { exact: true }),
    result: card.getByRole('status'),
  };
}

async function converterEvents(page: Page): Promise<DataLayerEntry[]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: DataLayerEntry[] }).dataLayer ?? []).filter((e) => e.event === 'unitly_event'),
  );
}

test.describe('length converter in English', () => {
  test('converts as you type, swaps, and reports invalid and empty input', async ({ page }) => {
    await page.goto('/category/length');
    await expect(page.getByRole('heading', { level: 1, name: 'Length converter' })).toBeVisible();
    const c = converter(page, 'Length');
    await expect(c.value).toHaveValue('1');
    await expect(c.value).toHaveAttribute('inputmode', 'decimal');
    await c.from.selectOption('cm');
    await c.to.selectOption('in');
    await c.value.fill('5');
    await expect(c.result).toHaveText('5 cm ≈ 1.968504 in');

    await c.card.getByRole('button', { name: 'Swap units' }).click();
    await expect(c.from).toHaveValue('in');
    await expect(c.to).toHaveValue('cm');
    await expect(c.result).toHaveText('5 in = 12.7 cm exactly');

    await c.value.fill('12abc');
    await expect(c.result).toHaveText('Please enter a valid number');
    await expect(c.value).toHaveAttribute('aria-invalid', 'true');
    await expect(c.card.getByRole('button', { name: 'Copy result' })).toBeDisabled();

    await c.value.fill('');
    await expect(c.result).toHaveText('');
    await expect(c.value).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('remembers the units chosen in the category across a reload', async ({ page }) => {
    await page.goto('/category/length');
    const c = converter(page, 'Length');
    await c.from.selectOption('ft');
    await c.to.selectOption('yd');
    await expect(c.result).toHaveText('1 ft ≈ 0.333333 yd');
    await page.reload();
    await expect(c.from).toHaveValue('ft');
    await expect(c.to).toHaveValue('yd');
    await expect(c.result).toHaveText('1 ft ≈ 0.333333 yd');
    // Other categories keep their own choice (and start from their first two units).
    await page.goto('/category/weight');
    const w = converter(page, 'Weight');
    await expect(w.from).toHaveValue('mg');
    await expect(w.to).toHaveValue('g');
  });

  test('quick conversions set both units in each category that has them', async ({ page }) => {
    await page.goto('/category/length');
    const c = converter(page, 'Length');
    await c.value.fill('2');
    await c.card.getByRole('button', { name: 'Feet to meters' }).click();
    await expect(c.from).toHaveValue('ft');
    await expect(c.to).toHaveValue('m');
    await expect(c.result).toHaveText('2 ft = 0.6096 m exactly');
    await c.card.getByRole('button', { name: 'Centimeters to inches' }).click();
    await expect(c.result).toHaveText('2 cm ≈ 0.787402 in');

    for (const [path, name, button, line] of [
      ['/category/weight', 'Weight', 'Kilograms to Pounds', '1 kg ≈ 2.204623 lb'],
      ['/category/temperature', 'Temperature', 'Degrees Celsius to Degrees Fahrenheit', '1 °C = 33.8 °F exactly'],
      // A US gallon is not a UK one: the answer names the other meaning too.
      ['/category/volume', 'Volume', 'Liters to Gallons', '1 L ≈ 0.264172 gal (US)Other meaning: 1 L ≈ 0.219969 gal (UK)'],
    ] as const) {
      await page.goto(path);
      const q = converter(page, name);
      await q.card.getByRole('button', { name: button }).click();
      await expect(q.result).toHaveText(line);
    }
    // Categories without presets show none.
    await page.goto('/category/speed');
    await expect(converter(page, 'Speed').card.getByRole('group', { name: 'Quick conversions' })).toHaveCount(0);
  });

  test('copies the result, says "Copied!" and then returns to "Copy result"', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/category/length');
    const c = converter(page, 'Length');
    await c.card.getByRole('button', { name: 'Centimeters to inches' }).click();
    await c.card.getByRole('button', { name: 'Copy result' }).click();
    await expect(c.card.getByRole('button', { name: 'Copied!' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('1 cm ≈ 0.393701 in');
    await expect(c.card.getByRole('button', { name: 'Copy result' })).toBeVisible();
  });

  test('says "Failed to copy text" when the clipboard refuses', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: () => Promise.reject(new Error('denied')) },
      });
    });
    await page.goto('/category/length');
    const c = converter(page, 'Length');
    await c.card.getByRole('button', { name: 'Copy result' }).click();
    await expect(page.getByText('Failed to copy text', { exact: true })).toBeVisible();
    await expect(c.card.getByRole('button', { name: 'Copy result' })).toBeVisible();
  });

  test('reports conversions, swaps, quick conversions and copies to analytics', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/category/length');
    const c = converter(page, 'Length');
    await c.card.getByRole('button', { name: 'Centimeters to inches' }).click();
    await c.card.getByRole('button', { name: 'Swap units' }).click();
    await c.value.fill('7');
    await c.card.getByRole('button', { name: 'Copy result' }).click();
    await expect
      .poll(async () => (await converterEvents(page)).map((e) => `${e.category} ${e.label} ${e.value}`))
      .toEqual(
        expect.arrayContaining([
          'converter quick_conversion length:cm:in',
          'converter swap length:in:cm',
          'converter copy length:in:cm',
          'converter convert length:in:cm',
        ]),
      );
    // A conversion is reported once the typing rests, not for every keystroke.
    const converts = (await converterEvents(page)).filter((e) => e.label === 'convert');
    expect(converts.length).toBeLessThanOrEqual(2);
  });

  test('shows a conversion table and a formula that follow the chosen units', async ({ page }) => {
    await page.goto('/category/length');
    const c = converter(page, 'Length');
    await c.card.getByRole('button', { name: 'Centimeters to inches' }).click();
    const table = page.getByRole('region', { name: 'Conversion table: centimeters to inches' });
    await expect(table.getByRole('row')).toHaveCount(12); // two header rows and ten values
    await expect(table.getByRole('row', { name: '1 0.3937' })).toBeVisible();
    await expect(table.getByRole('row', { name: '500 196.8504' })).toBeVisible();
    const formula = page.getByRole('region', { name: 'How to convert centimeters to inches' });
    await expect(formula).toContainText('in = cm ÷ 2.54');
    await expect(formula).toContainText('10 cm = 3.937008 in');
  });

  test('the category page links its pairs and marks itself in the side navigation', async ({ page }) => {
    await page.goto('/category/length');
    const pairs = page.getByRole('region', { name: 'Popular conversions' });
    await expect(pairs.getByRole('link', { name: 'Centimeters to inches' })).toHaveAttribute('href', '/convert/length/cm-to-inches');
    expect(await pairs.getByRole('link').count()).toBeLessThanOrEqual(8);
    const nav = page.getByRole('navigation', { name: 'All categories' });
    await expect(nav.getByRole('link')).toHaveCount(categoryIds.length);
    await expect(nav.getByRole('link', { name: 'Length' })).toHaveAttribute('aria-current', 'page');
    await nav.getByRole('link', { name: 'Temperature' }).click();
    await expect(page).toHaveURL(/\/category\/temperature$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Temperature converter' })).toBeVisible();
  });
});

test.describe('currency converter', () => {
  test('waits for the rates, converts with them and shows their date', async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/currency-rates', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/category/currency');
    const c = converter(page, 'Currency');
    await expect(c.result).toHaveText('Loading exchange rates…');
    release();
    await c.value.fill('10');
    await expect(c.result).toHaveText('10 USD = 9 EUR');
    await c.to.selectOption('nok');
    await expect(c.result).toHaveText('10 USD = 105 NOK');
    await expect(c.card).toContainText('November 20, 2026');
    await expect(c.card).toContainText('for reference only');
    const table = page.getByRole('region', { name: 'Conversion table: US dollar to Norwegian krone' });
    await expect(table.getByRole('row', { name: '10 105' })).toBeVisible();
  });

  test('still converts, at rate 1, when the rates cannot be fetched', async ({ page }) => {
    await page.route('**/api/currency-rates', (route) => route.abort());
    await page.goto('/category/currency');
    const c = converter(page, 'Currency');
    await c.value.fill('10');
    await expect(c.result).toHaveText('10 USD = 10 EUR');
  });
});

test.describe('length converter in German', () => {
  test('reads a decimal comma, writes German numbers and translates the error', async ({ page }) => {
    await page.goto('/de/category/length');
    const card = page.getByRole('region', { name: 'Umrechner: Länge' });
    const value = card.getByLabel('Wert');
    const from = card.getByLabel('Von', { exact: true });
    const to = card.getByLabel('Nach', { exact: true });
    const result = card.getByRole('status');
    await from.selectOption('cm');
    await to.selectOption('in');
    await value.fill('1,5');
    await expect(result).toHaveText('1,5 cm ≈ 0,590551 in');
    await card.getByRole('button', { name: 'Einheiten tauschen' }).click();
    await expect(result).toHaveText('1,5 in = 3,81 cm exakt');
    await value.fill('1,5,5');
    await expect(result).toHaveText('Bitte geben Sie eine gültige Zahl ein');
    await value.fill('2');
    await card.getByRole('button', { name: 'Fuß in Meter' }).click();
    await expect(result).toHaveText('2 ft = 0,6096 m exakt');
    await page.reload();
    await expect(from).toHaveValue('ft');
    await expect(to).toHaveValue('m');
  });

  test('converts currency with German dates and numbers', async ({ page }) => {
    await page.goto('/de/category/currency');
    const card = page.getByRole('region', { name: 'Umrechner: Währung' });
    await card.getByLabel('Wert').fill('1,5');
    await card.getByLabel('Nach', { exact: true }).selectOption('nok');
    await expect(card.getByRole('status')).toHaveText('1,5 USD = 15,75 NOK');
    await expect(card).toContainText('20. November 2026');
  });
});

test('an unknown category answers 404 in every language', async ({ page }) => {
  const response = await page.goto('/category/colour');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle('404 Page Not Found');
  const german = await page.goto('/de/category/farbe');
  expect(german?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
});

test.describe('home page', () => {
  test('lists every category with its unit count and the popular pairs', async ({ page }) => {
    await page.goto('/');
    const grid = page.getByRole('region', { name: 'All categories' });
    await expect(grid.getByRole('link')).toHaveCount(categoryIds.length);
    for (const id of categoryIds) {
      const name = messages.en.CategoryNames[id];
      const count = unitCount(id);
      await expect(grid.getByRole('link', { name: `${name} ${count} units`, exact: true })).toHaveAttribute('href', `/category/${id}`);
    }
    const popular = page.getByRole('region', { name: 'Popular conversions' });
    await expect(popular.getByRole('link')).toHaveCount(8);
    const hrefs = await popular.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(popularPairs().map((pair) => `/convert/${pair.category}/${pair.slug}`));
    await expect(popular.getByRole('link', { name: /Centimeters to inches/ })).toContainText('1 cm ≈ 0.393701 in');
  });

  test('converts on the home page and resets the units when the category changes', async ({ page }) => {
    await page.goto('/');
    const length = converter(page, 'Length');
    await length.value.fill('3');
    await expect(length.result).toHaveText('3 mm = 0.3 cm exactly');
    await page.getByLabel('Category', { exact: true }).selectOption('temperature');
    const temperature = converter(page, 'Temperature');
    await expect(temperature.from).toHaveValue('c');
    await expect(temperature.to).toHaveValue('f');
    await expect(temperature.result).toHaveText('1 °C = 33.8 °F exactly');
    // The page carried length's unit names only; temperature's came with the picked category.
    await expect(temperature.from.getByRole('option', { name: 'Degrees Celsius (°C)', exact: true })).toBeAttached();
  });

  test('links each category card to its converter page', async ({ page }) => {
    await page.goto('/de');
    await page
      .getByRole('region', { name: 'Alle Kategorien' })
      .getByRole('link', { name: /^Temperatur/ })
      .click();
    await expect(page).toHaveURL(/\/de\/category\/temperature$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Temperatur umrechnen' })).toBeVisible();
  });
});

/** Every category in English; in German the home page and every fourth category (see tests/support/axe.ts). */
function axePaths(locale: (typeof AXE_LOCALES)[number]): string[] {
  const categories = locale === 'en' ? categoryIds : categoryIds.filter((_, i) => i % 4 === 1);
  return ['/', ...categories.map((id) => `/category/${id}`)];
}

for (const locale of AXE_LOCALES) {
  test.describe(`axe in ${locale}`, () => {
    for (const path of axePaths(locale)) {
      test(`finds no violations on ${path}`, async ({ page }) => {
        await page.goto(localizedPath(locale, path));
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        // Currency pages settle once the rates are in; other pages have nothing to wait for.
        await expect(page.getByText(messages[locale].Converter.loadingRates)).toHaveCount(0);
        const results = await new AxeBuilder({ page }).analyze();
        expect(results.violations.map((v) => `${v.id} (${v.nodes.length}): ${v.nodes[0]?.target}`)).toEqual([]);
      });
    }
  });
}
