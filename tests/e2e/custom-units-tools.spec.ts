import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { messages } from '../support/messages';
import { recipeLive, RECIPE_PATH } from '../support/recipe-page';

const KEPT = '{"state":{"units":[{"id":"mug","category":"volume","name":"Mug","symbol":"Mug","amount":"350","unit":"ml"}]},"version":0}';

// A visitor who keeps a unit of their own ("1 Mug = 350 ml"); the cookie banner answered, as it is not under test here.
test.beforeEach(async ({ page }) => {
  await page.addInitScript((kept) => {
    window.localStorage.setItem('consent', JSON.stringify({ state: { decision: 'denied' }, version: 0 }));
    window.localStorage.setItem('custom-units', kept);
  }, KEPT);
});

test('the bulk converter offers the kept unit under "Your units" and converts a file from it', async ({ page }) => {
  const m = messages.en.BulkConvert;
  await page.goto('/tools/bulk-convert');
  await page
    .getByLabel('CSV file')
    .setInputFiles({ name: 'mugs.csv', mimeType: 'text/csv', buffer: Buffer.from('name,mugs\nTea,2\nParty,10\n') });
  await expect(page.getByRole('cell', { name: 'Party' })).toBeVisible();
  await page.getByLabel(m.category, { exact: true }).selectOption('volume');
  const from = page.getByLabel(m.from, { exact: true });
  await from.selectOption({ label: 'Mug' });
  await expect(from).toHaveValue('mug');
  await expect(from.locator('optgroup')).toHaveAttribute('label', m.yourUnits);
  await page.getByLabel(m.to, { exact: true }).selectOption('ml');
  await page.getByLabel(m.column, { exact: true }).selectOption({ label: 'mugs' });
  await page.getByRole('button', { name: m.convert, exact: true }).click();

  await expect(page.getByRole('definition')).toHaveText(['2', '2', '0']);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download converted file' }).click(),
  ]);
  const bytes = await readFile(await download.path());
  expect(bytes.toString('binary')).toBe('name,mugs,mugs_converted\r\nTea,2,700\r\nParty,10,3500\r\n');
});

test('the recipe scaler reads "2 mugs milk" as 700 ml of milk and scales it', async ({ page }) => {
  const t = messages.en.RecipeConverter;
  await page.goto(RECIPE_PATH);
  await recipeLive(page);
  await page.getByRole('textbox', { name: t.ingredients }).fill('2 mugs milk');
  const first = page.getByRole('list', { name: t.outputTitle }).getByRole('listitem').first();
  // 2 servings to 4: 1400 ml, which metric writes in litres.
  await expect(first).toContainText('1.4 l milk');
  await page.getByRole('radio', { name: t.asWritten }).check();
  await expect(first).toContainText('4 Mug milk');
  await page.getByRole('spinbutton', { name: t.desiredServings }).fill('2');
  await page.getByRole('radio', { name: t.metric }).check();
  await expect(first).toContainText('700 ml milk');
});
