import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { HISTORY_STORAGE_KEY } from '@/lib/converter/history-store';
import { messages } from '../support/messages';
import { holdScripts, throttleCpu } from '../support/slow-phone';

/*
 * What a visitor does while the page's scripts load, on a CPU slowed four times as on a phone. Each
 * test types into the server's HTML while the script files are held back (so certainly before they
 * run), then lets them come and clicks at once: a control that is not live yet must act once it is,
 * or stay disabled until then. Tests wait for outcomes only.
 */
const m = messages.en;

test.beforeEach(async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
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

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

test.describe('a pair page', () => {
  const PAIR = '/convert/length/cm-to-inches';
  const card = (page: Page) => page.getByRole('region', { name: m.Converter.label.replace('{category}', m.CategoryNames.length) });
  const TWELVE_CM = '12 cm ≈ 4.724409 in';

  test('converts and stars the value typed before its scripts ran', async ({ page }) => {
    await beforeScripts(page, PAIR, () => card(page).getByLabel(m.Converter.value).fill('12'));
    const star = card(page).getByRole('button', { name: m.Favourites.add });
    await star.click();
    await expect(card(page).getByRole('status')).toHaveText(TWELVE_CM);
    await expect(card(page).getByLabel(m.Converter.value)).toHaveValue('12');
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    await expect
      .poll(() => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '{}')?.state?.favourites, HISTORY_STORAGE_KEY))
      .toEqual([{ category: 'length', from: 'cm', to: 'in', value: '12' }]);
  });

  test('copies the answer and the link of the value typed before its scripts ran', async ({ page }) => {
    await beforeScripts(page, PAIR, () => card(page).getByLabel(m.Converter.value).fill('12'));
    await card(page).getByRole('button', { name: m.Converter.copy }).click();
    await expect(card(page).getByRole('button', { name: m.Converter.copied })).toBeVisible();
    expect(await clipboard(page)).toBe(TWELVE_CM);
    await card(page).getByRole('button', { name: m.Converter.copyLink }).click();
    await expect.poll(() => clipboard(page)).toMatch(/\/convert\/length\/cm-to-inches\?value=12$/);
  });

  test('says why its other controls wait until they are live', async ({ page }) => {
    await beforeScripts(page, PAIR, async () => {
      const swap = card(page).getByRole('button', { name: m.Converter.swap });
      await expect(swap).toBeDisabled();
      await expect(swap).toHaveAccessibleDescription(m.Converter.notLive);
    });
    await expect(card(page).getByRole('button', { name: m.Converter.swap })).toBeEnabled();
    await expect(card(page).getByRole('button', { name: m.Converter.swap })).not.toHaveAccessibleDescription(m.Converter.notLive);
  });

  test('opens the FAQ questions clicked before its scripts ran, and keeps them open once they run', async ({ page }) => {
    const faq = page.getByRole('region', { name: 'Frequently asked questions' });
    const questions = faq.getByRole('button');
    await beforeScripts(page, PAIR, async () => {
      await questions.nth(0).click();
      await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'true');
      await expect(faq.getByRole('region').first()).toBeVisible();
      await questions.nth(2).click();
      await questions.nth(2).click();
      await expect(questions.nth(2)).toHaveAttribute('aria-expanded', 'false');
    });
    // Live: the question opened early stays open while another opens, then closes on a click.
    await expect(card(page).getByRole('button', { name: m.Converter.swap })).toBeEnabled();
    await questions.nth(1).click();
    await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'true');
    await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'true');
    await questions.nth(0).click();
    await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'false');
    await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'true');
    await expect(questions.nth(2)).toHaveAttribute('aria-expanded', 'false');
  });

  test('opens a FAQ question pressed while the accordion replacing the list arrives', async ({ page }) => {
    const faq = page.getByRole('region', { name: 'Frequently asked questions' });
    const question = faq.getByRole('button').nth(1);
    await page.goto(PAIR);
    await expect(card(page).getByRole('button', { name: m.Converter.swap })).toBeEnabled();
    // The accordion's code is held until the question is pressed, and has run before it is released.
    const scripts = await holdScripts(page);
    const accordion = page.waitForRequest((request) => request.url().endsWith('.js'));
    await question.hover();
    await page.mouse.down();
    await expect(question).toBeFocused();
    const loaded = page.waitForEvent('requestfinished', (request) => request.url().endsWith('.js'));
    await accordion;
    await scripts.release();
    await loaded;
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
    await page.mouse.up();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(faq.getByRole('region')).toHaveCount(1);
    // Radix's trigger, which the list's own buttons do not mimic.
    await expect(question).toHaveAttribute('data-orientation', 'vertical');
    await expect(question).toHaveAttribute('aria-expanded', 'true');
  });
});

test.describe('the recipe converter', () => {
  const PATH = '/tools/recipe-converter';
  const r = m.RecipeConverter;

  test('downloads the servings typed before its scripts ran', async ({ page }) => {
    await beforeScripts(page, PATH, async () => {
      await page.getByRole('spinbutton', { name: r.desiredServings }).fill('6');
      await expect(page.getByRole('button', { name: r.download })).toHaveAccessibleDescription(r.notReady);
    });
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: r.download }).click()]);
    expect(download.suggestedFilename()).toBe('recipe-6-servings.txt');
    const text = await readFile(await download.path(), 'utf8');
    expect(text.split('\n').slice(0, 3)).toEqual(['Recipe for 6 servings', '', '- 1.44 l flour']);
  });

  test('copies the ingredients typed before its scripts ran', async ({ page }) => {
    await beforeScripts(page, PATH, () => page.getByRole('textbox', { name: r.ingredients }).fill('1 cup rice\n3 eggs'));
    await page.getByRole('button', { name: r.copy }).click();
    await expect(page.getByText(r.copied)).toBeVisible();
    // 2 servings scaled to 4.
    expect(await clipboard(page)).toBe(['Recipe for 4 servings', '', '- 480 ml rice', '- 6 eggs', ''].join('\n'));
  });

  test('downloads the servings typed just after its scripts ran, not the recipe before them', async ({ page }) => {
    await page.goto(PATH);
    const desired = page.getByRole('spinbutton', { name: r.desiredServings });
    await expect(page.getByRole('button', { name: r.download })).toBeEnabled();
    await desired.fill('6');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: r.download }).click()]);
    expect(download.suggestedFilename()).toBe('recipe-6-servings.txt');
  });
});

test.describe('the bulk converter', () => {
  const b = m.BulkConvert;

  test('loads and converts the file chosen before its scripts ran', async ({ page }) => {
    await beforeScripts(page, '/tools/bulk-convert', async () => {
      await page
        .getByLabel(b.fileLabel)
        .setInputFiles({ name: 'early.csv', mimeType: 'text/csv', buffer: Buffer.from('id,length_cm\n1,254\n2,2.54\n') });
      await expect(page.getByRole('button', { name: b.convert, exact: true })).toBeDisabled();
    });
    await expect(page.getByRole('region', { name: b.previewCaption.replace('{name}', 'early.csv') })).toBeVisible();
    await page.getByLabel(b.category, { exact: true }).selectOption('length');
    await page.getByLabel(b.from, { exact: true }).selectOption('cm');
    await page.getByLabel(b.to, { exact: true }).selectOption('in');
    await page.getByLabel(b.column, { exact: true }).selectOption({ label: 'length_cm' });
    await page.getByRole('button', { name: b.convert, exact: true }).click();
    await expect(page.getByRole('definition')).toHaveText(['2', '2', '0']);
  });

  test('loads the file dropped on it before its scripts ran, instead of the browser opening it', async ({ page }) => {
    await beforeScripts(page, '/tools/bulk-convert', async () => {
      const dataTransfer = await page.evaluateHandle(() => {
        const transfer = new DataTransfer();
        transfer.items.add(new File(['id,length_cm\n1,254\n'], 'dropped-early.csv', { type: 'text/csv' }));
        return transfer;
      });
      await page.getByText(b.dropHint).dispatchEvent('drop', { dataTransfer });
    });
    await expect(page.getByRole('region', { name: b.previewCaption.replace('{name}', 'dropped-early.csv') })).toBeVisible();
    await expect(page).toHaveURL(/\/tools\/bulk-convert$/);
  });
});

test.describe('buttons and lists used before the scripts ran', () => {
  test('the API sandbox sends the request asked for, with the unit typed, once live', async ({ page }) => {
    const s = m.ApiSandbox;
    await beforeScripts(page, '/api', async () => {
      await page.getByLabel(s.to, { exact: true }).fill('kg');
      await page.getByRole('button', { name: s.run }).click();
    });
    const response = page.getByRole('region', { name: s.response });
    await expect(response).toContainText('"error": "INVALID_UNIT"');
    await expect(page).toHaveURL(/\/api$/);
  });

  test('the API sandbox keeps the units typed after a category was chosen, once live', async ({ page }) => {
    const s = m.ApiSandbox;
    await beforeScripts(page, '/api', async () => {
      await page.getByLabel(s.category, { exact: true }).selectOption('temperature');
      await page.getByLabel(s.from, { exact: true }).fill('k');
      await page.getByLabel(s.to, { exact: true }).fill('r');
      await page.getByLabel(s.value, { exact: true }).fill('10');
      await page.getByRole('button', { name: s.run }).click();
    });
    const response = page.getByRole('region', { name: s.response });
    await expect(response).toContainText('"from": "k"');
    await expect(response).toContainText('"to": "r"');
    await expect(response).toContainText('"result": 18');
    await expect(page.getByLabel(s.from, { exact: true })).toHaveValue('k');
  });

  test('a language chosen in the footer takes the visitor there once live', async ({ page }) => {
    await beforeScripts(page, '/privacy', () => page.getByRole('contentinfo').getByRole('button', { name: 'Français' }).click());
    await expect(page).toHaveURL(/\/fr\/privacy$/);
  });

  test('a language chosen in the header takes the visitor there once live', async ({ page }) => {
    await beforeScripts(page, '/about', async () => {
      await page.getByRole('combobox', { name: 'Language' }).selectOption('de');
    });
    await expect(page).toHaveURL(/\/de\/about$/);
  });

  test('the amount typed on the currency page is converted once its rates are in', async ({ page }) => {
    const currency = page.getByRole('region', { name: m.Converter.label.replace('{category}', m.CategoryNames.currency) });
    await beforeScripts(page, '/category/currency', () => currency.getByLabel(m.Converter.value).fill('10'));
    await expect(currency.getByRole('status')).toHaveText(/^10 USD = [\d.]+ EUR$/);
    await expect(currency.getByLabel(m.Converter.value)).toHaveValue('10');
  });

  test('the kilograms typed on the kg-to-pounds page are converted once live', async ({ page }) => {
    const k = m.KgToPounds;
    await beforeScripts(page, '/converters/kg-to-pounds', () => page.getByLabel(k.kilograms, { exact: true }).fill('10'));
    await expect(page.getByLabel(k.pounds, { exact: true })).toHaveValue('22.046226');
  });

  test('of kilograms and pounds both typed before the scripts ran, the one typed last is converted', async ({ page }) => {
    const k = m.KgToPounds;
    await beforeScripts(page, '/converters/kg-to-pounds', async () => {
      await page.getByLabel(k.pounds, { exact: true }).fill('5');
      await page.getByLabel(k.kilograms, { exact: true }).fill('10');
    });
    await expect(page.getByLabel(k.pounds, { exact: true })).toHaveValue('22.046226');
    await expect(page.getByLabel(k.kilograms, { exact: true })).toHaveValue('10');
  });
});
