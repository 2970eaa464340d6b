import { expect, test, type Page } from '@playwright/test';
import { formatResult } from '@/lib/format/result';
import { convert } from '@/lib/units';
import { messages } from '../support/messages';

const PAIR = '/convert/length/cm-to-inches';
const m = messages.en;
const card = (page: Page) => page.getByRole('region', { name: m.Converter.label.replace('{category}', m.CategoryNames.length) });
/** The default answer as the card writes it: "1 cm = 0.393701 in". */
// Digits were dropped, so the line says ≈ rather than =.
const defaultAnswer = new RegExp(`1 cm ≈ ${formatResult(convert('length', 'cm', 'in', 1), 'en').replace('.', '\\.')} in`);

/** Sum of layout-shift values the page reported (no input-driven shifts happen in these tests). */
async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        // Two frames after the observer has been handed the buffered entries.
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(total)));
      }),
  );
}

test.describe('on a phone (390 x 844), a first visit', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('sees the default answer of a pair page on the first screen, above the consent banner', async ({ page }) => {
    await page.goto(PAIR);
    const banner = page.getByRole('region', { name: m.Consent.label });
    await expect(banner).toBeVisible();
    const result = card(page).getByRole('status');
    await expect(result).toHaveText(defaultAnswer);
    const answer = (await result.boundingBox())!;
    const bannerTop = (await banner.boundingBox())!.y;
    expect(answer.y).toBeGreaterThanOrEqual(0);
    expect(answer.y + answer.height, 'answer bottom vs consent banner top').toBeLessThanOrEqual(bannerTop);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('finds the converter before the top ad slot', async ({ page }) => {
    await page.goto(PAIR);
    const ads = page.getByText(m.Ads.label, { exact: true });
    const firstVisibleAd = ads.filter({ visible: true }).first();
    await expect(firstVisibleAd).toBeVisible();
    const converterTop = (await card(page).boundingBox())!.y;
    expect((await firstVisibleAd.boundingBox())!.y).toBeGreaterThan(converterTop);
  });

  test('has no layout shift on a pair page (CLS at most 0.01)', async ({ page }) => {
    await page.goto(PAIR);
    await expect(card(page).getByRole('status')).toHaveText(defaultAnswer);
    await page.waitForLoadState('networkidle');
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.01);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a pair page shows the default answer, the table, the formula and the FAQ answers', async ({ page }) => {
    await page.goto(PAIR);
    await expect(card(page).getByRole('status')).toHaveText(defaultAnswer);
    await expect(page.getByRole('table').first()).toBeVisible();
    await expect(page.getByRole('table').first().getByRole('row').nth(1)).toBeVisible();
    const formula = page.getByRole('region', { name: /^How to convert / });
    await expect(formula).toBeVisible();
    await expect(formula).toContainText('2.54');
    const faq = page.getByRole('region', { name: 'Frequently asked questions' });
    const answers = faq.locator('[data-faq-answer]');
    expect(await answers.count()).toBeGreaterThanOrEqual(4);
    for (const answer of await answers.all()) await expect(answer).toBeVisible();
  });
});
