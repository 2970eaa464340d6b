import AxeBuilder from '@axe-core/playwright';
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { hydrated } from '../support/hydrated';
import { localizedPath, messages, type Locale } from '../support/messages';

// Answer the cookie banner up front: it is fixed to the bottom of the screen and not under test here.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    window.localStorage.setItem('consent', JSON.stringify({ state: { decision: 'denied' }, version: 0 }));
  });
});

function card(page: Page, locale: Locale = 'en') {
  const t = messages[locale].Converter;
  const region = page.getByRole('region', { name: t.label.replace('{category}', messages[locale].CategoryNames.volume) });
  return {
    region,
    value: region.getByLabel(t.value, { exact: true }),
    from: region.getByLabel(t.from, { exact: true }),
    to: region.getByLabel(t.to, { exact: true }),
    result: region.getByRole('status').first(),
    yourUnits: region.getByRole('button', { name: t.yourUnits, exact: true }),
    copyLink: region.getByRole('button', { name: t.copyLink, exact: true }),
  };
}

const texts = (locale: Locale = 'en') => messages[locale].CustomUnits;

async function defineMug(page: Page, locale: Locale = 'en', amount = '350') {
  const t = texts(locale);
  const c = card(page, locale);
  await c.yourUnits.click();
  const dialog = page.getByRole('dialog', { name: t.title });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(t.name, { exact: true }).fill('Mug');
  await dialog.getByLabel(t.amount, { exact: true }).fill(amount);
  await dialog.getByLabel(t.unit, { exact: true }).selectOption('ml');
  await dialog.getByRole('button', { name: t.save, exact: true }).click();
  await expect(dialog.getByRole('status')).toHaveText(t.saved.replace('{name}', 'Mug'));
  return dialog;
}

test('a unit defined in the editor is in the card’s lists, converts, and survives a reload and another page', async ({ page }) => {
  await page.goto('/category/volume');
  await hydrated(page);
  const dialog = await defineMug(page);
  await expect(dialog.getByText('1 Mug = 350 Milliliters (mL)')).toBeVisible();
  await dialog.getByRole('button', { name: texts().close }).click();
  await expect(dialog).toBeHidden();

  const c = card(page);
  await expect(c.yourUnits).toBeFocused();
  await c.from.selectOption('mug');
  await c.to.selectOption('l');
  await c.value.fill('3');
  await expect(c.result).toContainText('3 Mug = 1.05 L');
  // The pickers set the visitor's units apart, last, under their own heading.
  await expect(c.from.locator('optgroup').last()).toHaveAttribute('label', messages.en.Converter.unitGroups.yours);

  await page.reload();
  await hydrated(page);
  await expect(card(page).from).toHaveValue('mug');
  await expect(card(page).result).toContainText('= 1.05 L');

  await page.goto('/convert/volume/cups-to-ml');
  await hydrated(page);
  const pair = card(page);
  await pair.to.selectOption('mug');
  await pair.value.fill('2');
  await expect(pair.result).toContainText('Mug');
});

test('the editor works in German: a decimal comma, its words and its errors', async ({ page }) => {
  await page.goto(localizedPath('de', '/category/volume'));
  await hydrated(page);
  const t = texts('de');
  const c = card(page, 'de');
  await c.yourUnits.click();
  const dialog = page.getByRole('dialog', { name: t.title });
  await dialog.getByLabel(t.name, { exact: true }).fill('Becher');
  await dialog.getByLabel(t.amount, { exact: true }).fill('0');
  await dialog.getByRole('button', { name: t.save, exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText(t.errors.DEFINE_AMOUNT);
  await expect(dialog.getByLabel(t.name, { exact: true })).toHaveValue('Becher');
  await dialog.getByLabel(t.amount, { exact: true }).fill('0,3');
  await dialog.getByLabel(t.unit, { exact: true }).selectOption('l');
  await dialog.getByRole('button', { name: t.save, exact: true }).click();
  await expect(dialog.getByText('1 Becher = 0,3')).toBeVisible();
  await dialog.getByRole('button', { name: t.editNamed.replace('{name}', 'Becher') }).click();
  await dialog.getByLabel(t.amount, { exact: true }).fill('0,25');
  await dialog.getByRole('button', { name: t.save, exact: true }).click();
  await expect(dialog.getByText('1 Becher = 0,25')).toBeVisible();
  await dialog.getByRole('button', { name: t.deleteNamed.replace('{name}', 'Becher') }).click();
  await expect(dialog.getByText(t.empty)).toBeVisible();
});

test('a link with define gives the same answer in a fresh browser and keeps the unit only when asked', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/category/volume');
  await hydrated(page);
  const dialog = await defineMug(page);
  await dialog.getByRole('button', { name: texts().close }).click();
  const c = card(page);
  await c.from.selectOption('mug');
  await c.to.selectOption('l');
  await c.value.fill('3');
  await expect(page).toHaveURL(/define=Mug%3A350%3Aml/);
  await c.copyLink.click();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toContain('define=Mug%3A350%3Aml');

  const fresh = await context.browser()!.newContext();
  const other = await fresh.newPage();
  await other.addInitScript(() => {
    window.localStorage.setItem('consent', JSON.stringify({ state: { decision: 'denied' }, version: 0 }));
  });
  await other.goto(link);
  await hydrated(other);
  const o = card(other);
  await expect(o.result).toContainText('3 Mug = 1.05 L');
  await expect(other.getByText(texts().linkNote.replace('{units}', 'Mug = 350 mL'))).toBeVisible();
  expect(await other.evaluate(() => window.localStorage.getItem('custom-units'))).toBeNull();
  await other.getByRole('button', { name: texts().keep, exact: true }).click();
  await expect(other.getByText(texts().kept)).toBeVisible();
  await expect.poll(() => other.evaluate(() => window.localStorage.getItem('custom-units'))).toContain('Mug');
  await fresh.close();
});

test('hostile definitions in a link are refused with a message and the page keeps working', async ({ page }) => {
  for (const define of ['<script>alert(1)</script>:1:ml', 'mug:0:ml', 'mug:1e400:ml', `${'a'.repeat(10_000)}:1:ml`, '__proto__:1:ml']) {
    await page.goto(`/category/volume?from=cup_us&to=ml&value=2&define=${encodeURIComponent(define)}`);
    await hydrated(page);
    const c = card(page);
    await expect(page.getByText(texts().linkInvalid.split('{reason}')[0]!)).toBeVisible();
    await expect(c.result).toContainText('2 cups (US) = 473.176473 mL');
  }
  const many = Array.from({ length: 1000 }, (_, i) => `u${i}:1:ml`).join(',');
  const response = await page.goto(`/category/volume?define=${many}`);
  expect(response?.status()).toBeLessThan(500);
});

test('units are exported to a file and imported from one', async ({ page }, testInfo) => {
  await page.goto('/category/volume');
  await hydrated(page);
  const dialog = await defineMug(page);
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: texts().exportAll, exact: true }).click();
  const file = testInfo.outputPath('units.json');
  await (await download).saveAs(file);
  const exported = JSON.parse(await readFile(file, 'utf8')) as { units: { name: string; amount: string; unit: string }[] };
  expect(exported.units).toEqual([expect.objectContaining({ name: 'Mug', amount: '350', unit: 'ml', category: 'volume' })]);

  await dialog.getByRole('button', { name: texts().deleteNamed.replace('{name}', 'Mug') }).click();
  await expect(dialog.getByText(texts().empty)).toBeVisible();
  await dialog.getByLabel(texts().importAll).setInputFiles(file);
  await expect(dialog.getByRole('status')).toHaveText(texts().imported.replace('{count}', '1'));
  await expect(dialog.getByText('1 Mug = 350 Milliliters (mL)')).toBeVisible();
  await dialog.getByLabel(texts().importAll).setInputFiles({
    name: 'bad.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{"units":[{"category":"volume","name":"<b>","amount":"0","unit":"ml"}]}'),
  });
  await expect(dialog.getByRole('status')).toHaveText(texts().importFailed);
});

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`in ${colorScheme} mode`, () => {
    test.use({ colorScheme });
    test('axe finds nothing in the editor with a unit in it', async ({ page }) => {
      await page.goto('/category/volume');
      await hydrated(page);
      await defineMug(page);
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  });
}

test('a page without custom units loads neither the store nor the editor', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/category/volume');
  await hydrated(page);
  await card(page).value.fill('3');
  await expect(card(page).result).toContainText('3');
  const before = scripts.length;
  await card(page).yourUnits.click();
  await expect(page.getByRole('dialog', { name: texts().title })).toBeVisible();
  expect(scripts.length).toBeGreaterThan(before);
});

const KEPT_MUG = JSON.stringify({
  state: { units: [{ id: 'mug', category: 'volume', name: 'Mug', symbol: 'Mug', amount: '350', unit: 'ml' }] },
  version: 0,
});

test('the widget configurator offers kept units and its snippets carry their definitions to the embedded widget', async ({ page }) => {
  await page.addInitScript((kept) => window.localStorage.setItem('custom-units', kept), KEPT_MUG);
  await page.goto('/widget');
  await hydrated(page);
  const exact = { exact: true };
  await page.getByLabel('Category', exact).selectOption('volume');
  await page.getByLabel('From', exact).selectOption('mug');
  await page.getByLabel('To', exact).selectOption('l');
  await expect(page.getByRole('textbox', { name: 'Iframe code', exact: true })).toHaveValue(/define=Mug%3A350%3Aml/);
  await expect(page.getByRole('textbox', { name: 'Script code', exact: true })).toHaveValue(/data-define="Mug:350:ml"/);

  const embed = await page.context().newPage();
  await embed.goto('/widget/embed?category=volume&from=mug&to=l&define=Mug%3A350%3Aml');
  await expect(embed.getByRole('status').first()).toContainText('1 Mug = 0.35 L');
  // Typed before or after the frame is live, the value is the card's (React replays it on hydration).
  await embed.getByLabel('Value', exact).fill('3');
  await expect(embed.getByRole('status').first()).toContainText('3 Mug = 1.05 L');
});

test('an embedded widget given hostile definitions shows its category’s own units', async ({ page }) => {
  const response = await page.goto(`/widget/embed?category=volume&from=mug&to=l&define=${encodeURIComponent('<script>:0:ml')}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByLabel('From', { exact: true })).not.toHaveValue('mug');
});

test('the quick box reads kept units by name in every language', async ({ page }) => {
  const becher = JSON.stringify({
    state: {
      units: [
        { id: 'mug', category: 'volume', name: 'Mug', symbol: 'Mug', amount: '350', unit: 'ml' },
        { id: 'becher', category: 'volume', name: 'Becher', symbol: 'Becher', amount: '250', unit: 'ml' },
      ],
    },
    version: 0,
  });
  await page.addInitScript((kept) => window.localStorage.setItem('custom-units', kept), becher);
  for (const [locale, query, text] of [
    ['en', '3 mugs in liters', '1.05'],
    ['de', '2 Becher in ml', '500'],
  ] as const) {
    await page.goto(localizedPath(locale, '/'));
    await hydrated(page);
    const t = messages[locale].QuickConvert;
    const form = page.getByRole('form', { name: t.label, exact: true });
    await page.getByRole('textbox', { name: t.label, exact: true }).fill(query);
    await expect(form.getByRole('status')).toContainText(text);
  }
});
