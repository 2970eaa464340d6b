import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

// Answer the cookie banner up front: it is fixed to the bottom of the screen and not under test here.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    window.localStorage.setItem('consent', JSON.stringify({ state: { decision: 'denied' }, version: 0 }));
  });
});

test('the shoe size page starts at an everyday size, names the sizes around one off the chart rows, and refuses one off the chart', async ({
  page,
}) => {
  await page.goto('/category/shoe-size');
  await expect(page.getByRole('heading', { level: 1, name: 'Shoe size converter' })).toBeVisible();
  const card = page.getByRole('region', { name: 'Converter: Shoe sizes' });
  const value = card.getByLabel('Value');
  const result = card.getByRole('status');
  await expect(value).toHaveValue('42');
  await expect(card.getByLabel('From', { exact: true })).toHaveValue('eu');
  await expect(result).toHaveText('EU 42 = UK 8');

  await card.getByLabel('To', { exact: true }).selectOption('us_women');
  await value.fill('42.2');
  await expect(result).toContainText('EU 42.2 = US W 10½');
  await expect(result).toContainText('Between EU 42 and EU 42½: US W 10½ is the nearest size.');

  await value.fill('20');
  await expect(result).toHaveText('This size is not on the chart, which runs from EU 35 to EU 48½');
  await expect(value).toHaveAttribute('aria-invalid', 'true');

  // Every pair of systems has its page, listed on the category page.
  await page.getByRole('link', { name: 'UK to MP', exact: true }).click();
  await expect(page).toHaveURL(/\/convert\/shoe-size\/uk-to-mondopoint$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('UK shoe sizes');
});

test('the shoe size page has no accessibility violations', async ({ page }) => {
  await page.goto('/category/shoe-size');
  await expect(page.getByRole('region', { name: 'Converter: Shoe sizes' }).getByRole('status')).toHaveText('EU 42 = UK 8');
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id} (${v.nodes.length}): ${v.nodes[0]?.target}`)).toEqual([]);
});

test('a ring size pair page in English shows the whole chart and questions about this pair', async ({ page }) => {
  await page.goto('/convert/ring-size/us-to-uk-letters');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('US ring sizes');
  const card = page.getByRole('region', { name: 'Converter: Ring sizes' });
  await expect(card.getByRole('status')).toHaveText('US 8 = UK P½');
  await card.getByLabel('Value').fill('7 1/2');
  await expect(card.getByRole('status')).toHaveText('US 7½ = UK O½');
  // The value table is the chart: its first and last rows.
  await expect(page.getByRole('cell', { name: 'F½', exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Z+1', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'How do I measure my finger for a ring size?' })).toBeVisible();
});

test('a ring size pair page in German reads British letters and answers in German', async ({ page }) => {
  await page.goto('/de/convert/ring-size/uk-letters-to-us');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Britische Ringgrößen');
  const card = page.getByRole('region', { name: 'Umrechner: Ringgrößen' });
  await expect(card.getByRole('status')).toHaveText('UK P½ = US 8');
  await card.getByLabel('Wert').fill('N½');
  await expect(card.getByRole('status')).toHaveText('UK N½ = US 7');
  await card.getByLabel('Wert').fill('P');
  await expect(card.getByRole('status')).toContainText('Zwischen UK O½ und UK P½: US 8 ist die nächstliegende Größe.');
  await expect(page.getByRole('button', { name: 'Wie rechnet man britische Ringgrößen in US-Ringgrößen um?' })).toBeVisible();
});
