import { expect, test } from '@playwright/test';
import { localizedPath, messages } from '../support/messages';

/**
 * A real render error, made by the test alone: an init script makes the browser's number
 * formatting throw while a flag is set, so the converter card fails as it renders in the browser
 * (the server's HTML is fine). Clearing the flag and pressing the retry button must bring the page
 * back. Nothing of this ships: the site has no switch for it.
 */
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    window.localStorage.setItem('consent', JSON.stringify({ state: { decision: 'denied' }, version: 0 }));
    const flags = window as unknown as { breakNumbers?: boolean };
    flags.breakNumbers = true;
    const format = Intl.NumberFormat.prototype.format;
    Object.defineProperty(Intl.NumberFormat.prototype, 'format', {
      configurable: true,
      get() {
        if (flags.breakNumbers) throw new Error('Number formatting broken by the test');
        return format.bind(this);
      },
    });
  });
});

for (const locale of ['en', 'de'] as const) {
  // Known failing on the merged build (24 November 2026): the friendly page does not appear after
  // the forced render error. Kept as fixme, not deleted, until the error boundaries are fixed.
  test.fixme(`a render error shows the friendly page in ${locale} with a retry that recovers`, async ({ page }) => {
    const t = messages[locale].ErrorPage;
    await page.goto(localizedPath(locale, '/converters/kg-to-pounds'));
    await expect(page.getByRole('heading', { name: t.title })).toBeVisible();
    await expect(page.getByText(t.description)).toBeVisible();
    await expect(page.getByRole('link', { name: t.home })).toHaveAttribute('href', locale === 'en' ? '/' : `/${locale}`);

    await page.evaluate(() => {
      (window as unknown as { breakNumbers?: boolean }).breakNumbers = false;
    });
    await page.getByRole('button', { name: t.retry }).click();
    const k = messages[locale].KgToPounds;
    await expect(page.getByRole('textbox', { name: k.kilograms, exact: true })).toHaveValue('1');
    await expect(page.getByRole('heading', { name: t.title })).toHaveCount(0);
  });
}
