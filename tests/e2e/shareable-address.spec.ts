import { expect, test, type Page } from '@playwright/test';
import { converterView } from '@/lib/converter/result';
import { E2E } from '../support/e2e-env';
import { locales, localizedPath, messages, type Locale } from '../support/messages';
import { hydrated } from '../support/hydrated';

// Answer the cookie banner up front: it is fixed to the bottom of the screen and not under test here.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    window.localStorage.setItem('consent', JSON.stringify({ state: { decision: 'denied' }, version: 0 }));
  });
});

function converter(page: Page, locale: Locale, category: 'length') {
  const t = messages[locale].Converter;
  const card = page.getByRole('region', { name: t.label.replace('{category}', messages[locale].CategoryNames[category]) });
  return {
    card,
    value: card.getByLabel(t.value, { exact: true }),
    from: card.getByLabel(t.from, { exact: true }),
    to: card.getByLabel(t.to, { exact: true }),
    result: card.getByRole('status'),
    copyLink: card.getByRole('button', { name: t.copyLink, exact: true }),
  };
}

const historyLength = (page: Page) => page.evaluate(() => window.history.length);

test('a pair page opens with the value of its address and keeps what is typed there, in every locale', async ({ page }) => {
  const path = '/convert/length/cm-to-inches';
  for (const locale of locales) {
    const localized = localizedPath(locale, path);
    await page.goto(`${localized}?value=30`);
    const c = converter(page, locale, 'length');
    await expect(c.value).toHaveValue('30');
    await hydrated(page);
    const line = (input: string) => {
      const view = converterView({ category: 'length', from: 'cm', to: 'in', input, locale });
      return view.state === 'result' ? view.line : '';
    };
    await expect(c.result).toContainText(line('30'));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', E2E.siteUrl + localized);

    const before = await historyLength(page);
    await c.value.fill('42');
    await expect(c.result).toContainText(line('42'));
    await expect(page).toHaveURL(`${E2E.baseURL}${localized}?value=42`);
    expect(await historyLength(page)).toBe(before);
    await expect(c.copyLink).toBeVisible();
  }
});

test('a category page takes its units and value from the address, writes them back and copies them as a link', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/category/length?from=ft_in&to=cm&value=5.25');
  const c = converter(page, 'en', 'length');
  await expect(c.from).toHaveValue('ft_in');
  await expect(c.to).toHaveValue('cm');
  await expect(c.value).toHaveValue('5.25');
  await expect(c.result).toContainText('5 ft 3 in = 160.02 cm');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${E2E.siteUrl}/category/length`);

  const before = await historyLength(page);
  await c.to.selectOption('m');
  await c.value.fill(`5'3"`);
  await expect(c.result).toContainText('5 ft 3 in = 1.6002 m');
  await expect(page).toHaveURL(`${E2E.baseURL}/category/length?from=ft_in&to=m&value=5%273%22`);
  await c.card.getByRole('button', { name: 'Swap units' }).click();
  await expect(page).toHaveURL(`${E2E.baseURL}/category/length?from=m&to=ft_in&value=5%273%22`);
  expect(await historyLength(page)).toBe(before);

  await c.copyLink.click();
  await expect(c.card.getByRole('button', { name: 'Copied!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());

  // Unknown units fall back to the page's usual ones; a pair page's units are its own.
  const unknown = await page.goto('/category/length?from=bogus&to=kg&value=2');
  expect(unknown?.status()).toBe(200);
  await expect(c.value).toHaveValue('2');
  await expect(c.result).toContainText('2 ');
  await page.goto('/convert/length/cm-to-inches?from=kg&to=lb&value=1%201/2');
  await expect(c.from).toHaveValue('cm');
  await expect(c.value).toHaveValue('1 1/2');
  await expect(c.result).toContainText('1.5 cm');

  // A bad value says what typing it says.
  for (const value of ['abc', '1/0']) {
    await page.goto(`/convert/length/cm-to-inches?value=${encodeURIComponent(value)}`);
    await expect(c.value).toHaveValue(value);
    await expect(c.result).toHaveText(messages.en.Converter.errors.invalidNumber);
  }

  // The home page and the embedded widget leave their address alone and offer no link.
  await page.goto('/widget/embed?category=length&from=cm&to=in');
  await page.getByLabel('Value', { exact: true }).fill('7');
  await expect(page.getByRole('status')).toContainText('7 cm');
  expect(page.url()).toBe(`${E2E.baseURL}/widget/embed?category=length&from=cm&to=in`);
  await expect(page.getByRole('button', { name: 'Copy link' })).toHaveCount(0);
  await page.goto('/');
  await page.getByLabel('Value', { exact: true }).fill('7');
  await expect(page).toHaveURL(`${E2E.baseURL}/`);
  await expect(page.getByRole('button', { name: 'Copy link' })).toHaveCount(0);
});
