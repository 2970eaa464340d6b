import { readFile, writeFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { AXE_LOCALES } from '../support/axe';
import { localizedPath, messages } from '../support/messages';

const PATH = '/tools/bulk-convert';

async function upload(page: Page, name: string, content: string | Buffer) {
  await page.getByLabel('CSV file').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(content) });
}

/** Chooses the four settings by their labels in the page's language. */
async function choose(page: Page, category: string, from: string, to: string, column: string, m = messages.en.BulkConvert) {
  await page.getByLabel(m.category, { exact: true }).selectOption(category);
  await page.getByLabel(m.from, { exact: true }).selectOption(from);
  await page.getByLabel(m.to, { exact: true }).selectOption(to);
  await page.getByLabel(m.column, { exact: true }).selectOption({ label: column });
}

async function downloadBytes(page: Page, name = 'Download converted file') {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name }).click()]);
  return { name: download.suggestedFilename(), bytes: await readFile(await download.path()) };
}

test('converts a small file with a quoted comma and an invalid cell, and downloads exactly the expected bytes', async ({ page }) => {
  await page.goto(PATH);
  await upload(page, 'items.csv', 'name,length_cm,note\r\n"Box, large",10,ok\r\nTube,abc,=1+1\r\nRod,,-x\r\n');
  await expect(page.getByRole('cell', { name: 'Box, large' })).toBeVisible();
  await choose(page, 'length', 'cm', 'in', 'length_cm');
  await page.getByRole('button', { name: 'Convert', exact: true }).click();

  await expect(page.getByRole('definition')).toHaveText(['3', '1', '1']);
  await expect(page.getByRole('term')).toHaveText(['Total rows', 'Converted rows', 'Errors']);
  const { name, bytes } = await downloadBytes(page);
  expect(name).toBe('converted_items.csv');
  expect(bytes.toString('binary')).toBe(
    'name,length_cm,note,length_cm_converted\r\n' +
      '"Box, large",10,ok,3.937008\r\n' +
      "Tube,abc,'=1+1,Invalid number\r\n" +
      "Rod,,'-x,\r\n",
  );
  const events = await page.evaluate(() => (window as unknown as { dataLayer: { label?: string }[] }).dataLayer);
  expect(events.map((event) => event.label)).toEqual(expect.arrayContaining(['convert', 'download']));
});

test('keeps Convert disabled with "Please fill in all required fields" until all four are chosen', async ({ page }) => {
  await page.goto(PATH);
  const convert = page.getByRole('button', { name: 'Convert', exact: true });
  await expect(convert).toBeDisabled();
  await upload(page, 'items.csv', 'name,length_cm\nBox,10\n');
  await expect(page.getByText('Please fill in all required fields')).toBeVisible();
  await expect(convert).toBeDisabled();
  await page.getByLabel('Category', { exact: true }).selectOption('length');
  await page.getByLabel('From', { exact: true }).selectOption('cm');
  await page.getByLabel('To', { exact: true }).selectOption('in');
  await expect(convert).toBeDisabled();
  await expect(page.getByText('Please fill in all required fields')).toBeVisible();
  await page.getByLabel('Column', { exact: true }).selectOption({ label: 'length_cm' });
  await expect(convert).toBeEnabled();
  await expect(page.getByText('Please fill in all required fields')).toBeHidden();
  // A new category clears both units, so the form is incomplete again.
  await page.getByLabel('Category', { exact: true }).selectOption('weight');
  await expect(convert).toBeDisabled();
});

test('shows the parse error for an empty file and for a file with a header only', async ({ page }) => {
  await page.goto(PATH);
  for (const content of ['', 'name,length_cm\r\n']) {
    await upload(page, 'bad.csv', content);
    await expect(page.getByRole('alert').filter({ hasText: "Error parsing file. Please ensure it's a valid CSV format." })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Convert', exact: true })).toBeDisabled();
  }
});

test('refuses other file types', async ({ page }) => {
  await page.goto(PATH);
  await upload(page, 'book.xlsx', 'PK');
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid file type' })).toBeVisible();
});

test('takes a dropped file', async ({ page }) => {
  await page.goto(PATH);
  const dataTransfer = await page.evaluateHandle(() => {
    const transfer = new DataTransfer();
    transfer.items.add(new File(['kg;name\r\n1,5;a\r\n'], 'dropped.csv', { type: 'text/csv' }));
    return transfer;
  });
  await page.getByText('Drag and drop a CSV or TXT file here, or choose one.').dispatchEvent('drop', { dataTransfer });
  await expect(page.getByRole('cell', { name: '1,5' })).toBeVisible();
  await expect(page.getByText('semicolon-separated, decimal comma')).toBeVisible();
});

test('writes semicolon files with a decimal comma, keeps the byte order mark and speaks the page’s language', async ({ page }) => {
  await page.goto(localizedPath('de', PATH));
  const bom = Buffer.from([0xef, 0xbb, 0xbf]);
  await page.getByLabel('CSV-Datei').setInputFiles({
    name: 'gewichte.csv',
    mimeType: 'text/csv',
    buffer: Buffer.concat([bom, Buffer.from('Artikel;Gewicht\r\nMehl;1,5\r\nZucker;viel\r\n')]),
  });
  await choose(page, 'weight', 'kg', 'g', 'Gewicht', messages.de.BulkConvert);
  await page.getByRole('button', { name: 'Umrechnen', exact: true }).click();
  const { name, bytes } = await downloadBytes(page, 'Umgerechnete Datei herunterladen');
  expect(name).toBe('converted_gewichte.csv');
  expect(bytes).toEqual(
    Buffer.concat([bom, Buffer.from('Artikel;Gewicht;Gewicht_converted\r\nMehl;1,5;1500\r\nZucker;viel;Ungültige Zahl\r\n')]),
  );
});

test('shows progress during a large conversion and stops it with Cancel', async ({ page }, testInfo) => {
  const path = testInfo.outputPath('large.csv');
  // About 20 MB: long enough to be caught in progress on any machine.
  await writeFile(path, `id,length_cm\n${'123456,1234.5678\n'.repeat(1_200_000)}`);
  await page.goto(PATH);
  await page.getByLabel('CSV file').setInputFiles(path);
  await choose(page, 'length', 'cm', 'm', 'length_cm');
  await page.getByRole('button', { name: 'Convert', exact: true }).click();
  await expect(page.getByRole('progressbar', { name: 'Conversion progress' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('Conversion cancelled.')).toBeVisible();
  await expect(page.getByRole('progressbar')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Download converted file' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Convert', exact: true })).toBeEnabled();
});

for (const locale of AXE_LOCALES) {
  test(`axe finds no violations on the bulk converter in ${locale}, empty and with results`, async ({ page }) => {
    const m = messages[locale].BulkConvert;
    await page.goto(localizedPath(locale, PATH));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.title);
    expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => `${v.id} (${v.nodes.length})`)).toEqual([]);

    await page.getByLabel(m.fileLabel).setInputFiles({ name: 'a.csv', mimeType: 'text/csv', buffer: Buffer.from('cm,note\n1,x\nabc,y\n') });
    await page.getByLabel(m.category, { exact: true }).selectOption('length');
    await page.getByLabel(m.from, { exact: true }).selectOption('cm');
    await page.getByLabel(m.to, { exact: true }).selectOption('mm');
    await page.getByLabel(m.column, { exact: true }).selectOption('0');
    await page.getByRole('button', { name: m.convert, exact: true }).click();
    await expect(page.getByRole('definition')).toHaveText(['2', '1', '1']);
    expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => `${v.id} (${v.nodes.length})`)).toEqual([]);
  });
}
