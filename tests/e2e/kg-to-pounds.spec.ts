import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { E2E } from '../support/e2e-env';
import { checksAxeIn } from '../support/axe';
import { locales, localizedPath, messages } from '../support/messages';

const PATH = '/converters/kg-to-pounds';

// The cookie banner is fixed to the bottom of the screen and not under test here.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    window.localStorage.setItem('consent', JSON.stringify({ state: { decision: 'denied' }, version: 0 }));
  });
});

function fields(page: Page) {
  return {
    kg: page.getByRole('textbox', { name: 'Kilograms', exact: true }),
    lb: page.getByRole('textbox', { name: 'Pounds', exact: true }),
    swap: page.getByRole('button', { name: 'Swap', exact: true }),
  };
}

for (const locale of locales) {
  test(`${localizedPath(locale, PATH)} answers 200 with its title, canonical link and converter in ${locale}`, async ({ page }) => {
    const response = await page.goto(localizedPath(locale, PATH));
    expect(response?.status()).toBe(200);
    const t = messages[locale].KgToPounds;
    await expect(page).toHaveTitle(`${t.metaTitle} | Unitly`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', E2E.siteUrl + localizedPath(locale, PATH));
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await expect(page.getByRole('textbox', { name: t.kilograms, exact: true })).toHaveValue('1');
    await expect(page.getByRole('textbox', { name: t.pounds, exact: true })).toHaveValue(locale === 'en' ? '2.205' : '2,205');
    await expect(page.getByRole('button', { name: t.swap, exact: true })).toBeVisible();
    if (!checksAxeIn(locale)) return;
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id} (${v.nodes.length})`)).toEqual([]);
  });
}

test('converts kilograms to pounds and pounds to kilograms, whichever field was edited last', async ({ page }) => {
  await page.goto(PATH);
  const { kg, lb } = fields(page);
  await expect(kg).toHaveValue('1');
  await expect(lb).toHaveValue('2.205');
  await kg.fill('10');
  await expect(lb).toHaveValue('22.046226');
  await expect(page.getByText('Converting kilograms to pounds')).toBeVisible();
  await lb.fill('150');
  await expect(kg).toHaveValue('68.038856');
  await expect(page.getByText('Converting pounds to kilograms')).toBeVisible();
});

test('does nothing to the other field when the text is not a number', async ({ page }) => {
  await page.goto(PATH);
  const { kg, lb } = fields(page);
  await kg.fill('abc');
  await expect(lb).toHaveValue('2.205');
  await kg.fill('');
  await expect(lb).toHaveValue('2.205');
});

test('swap moves the value to the other field and converts it back', async ({ page }) => {
  await page.goto(PATH);
  const { kg, lb, swap } = fields(page);
  await kg.fill('5');
  await expect(lb).toHaveValue('11.023113');
  await swap.click();
  await expect(lb).toHaveValue('5');
  await expect(kg).toHaveValue('2.267962');
  await expect(page.getByText('Converting pounds to kilograms')).toBeVisible();
});

test('reads and writes the decimal comma in German', async ({ page }) => {
  await page.goto(localizedPath('de', PATH));
  await page.getByRole('textbox', { name: 'Kilogramm', exact: true }).fill('1,5');
  await expect(page.getByRole('textbox', { name: 'Pfund', exact: true })).toHaveValue('3,306934');
});

test('shows the formula, a quick-conversion grid that fills the converter, and the 1–200 kg table', async ({ page }) => {
  await page.goto(PATH);
  await expect(page.getByText('1 lb = 0.45359237 kg exactly, so 1 kg = 2.2046226218 lb')).toBeVisible();
  const quick = page.getByRole('button', { name: '75 kg = 165.347 lb' });
  await quick.click();
  const { kg, lb } = fields(page);
  await expect(kg).toHaveValue('75');
  await expect(lb).toHaveValue('165.346697');
  for (const kilograms of [1, 5, 10, 25, 50, 75, 100, 150, 200]) {
    await expect(page.getByRole('button', { name: new RegExp(`^${kilograms} kg = `) })).toBeVisible();
  }
  const rows = page.getByRole('table').getByRole('row');
  // 33 kilogram values (1–9, 10–45, 50–200) plus a header row in each of the two columns.
  await expect(rows).toHaveCount(33 + 2);
  await expect(page.getByRole('row', { name: '200 440.925' })).toBeVisible();
  await expect(page.getByRole('row', { name: '80 176.370' })).toBeVisible();
});

test('the five FAQ items open independently and match the FAQPage structured data', async ({ page }) => {
  await page.goto(PATH);
  const faq = page.getByRole('region', { name: 'Frequently asked questions' });
  const triggers = faq.getByRole('button');
  await expect(triggers).toHaveCount(5);
  await triggers.nth(0).click();
  await triggers.nth(2).click();
  await expect(triggers.nth(0)).toHaveAttribute('aria-expanded', 'true');
  await expect(triggers.nth(2)).toHaveAttribute('aria-expanded', 'true');
  await expect(triggers.nth(1)).toHaveAttribute('aria-expanded', 'false');
  await expect(faq.getByText('Multiply the pounds by 0.45359237')).toBeVisible();
  await triggers.nth(0).click();
  await expect(triggers.nth(0)).toHaveAttribute('aria-expanded', 'false');
  await expect(triggers.nth(2)).toHaveAttribute('aria-expanded', 'true');

  const json = await page.locator('script[type="application/ld+json"]').allTextContents();
  const faqPage = json.map((text) => JSON.parse(text)).find((data) => data['@type'] === 'FAQPage');
  expect(faqPage).toBeDefined();
  const questions = await triggers.allTextContents();
  expect(faqPage.mainEntity.map((q: { name: string }) => q.name)).toEqual(questions.map((q) => q.trim()));
  expect(faqPage.mainEntity).toHaveLength(5);
});

test('each field has a copy button that copies its value and says "Copied!"', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(PATH);
  await fields(page).kg.fill('10');
  // What the visitor sees is what is copied: the converter loads on the first reach for it.
  await expect(fields(page).lb).toHaveValue('22.046226');
  await page.getByRole('button', { name: 'Copy pounds' }).click();
  await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('22.046226');
  await page.getByRole('button', { name: 'Copy kilograms' }).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe('10');
});
