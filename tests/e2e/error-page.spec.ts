import { expect, test } from '@playwright/test';
import { localizedPath, messages } from '../support/messages';
import { hydrated } from '../support/hydrated';

/**
 * A real render error, made by the test alone: an init script makes the browser's number
 * formatting throw while a flag is set, so the converter card fails as it renders the answer to a value
 * typed in the browser (the server's HTML, with the first answer, is fine). Clearing the flag and
 * pressing the retry button must bring the page back. Nothing of this ships: the site has no switch for it.
 */
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    window.localStorage.setItem('consent', JSON.stringify({ state: { decision: 'denied' }, version: 0 }));
    const flags = window as unknown as { breakNumbers?: boolean };
    flags.breakNumbers = true;
    // `format` is an accessor: reading it from the prototype itself throws, so keep its getter.
    const format = Object.getOwnPropertyDescriptor(Intl.NumberFormat.prototype, 'format')!.get!;
    Object.defineProperty(Intl.NumberFormat.prototype, 'format', {
      configurable: true,
      get(this: Intl.NumberFormat) {
        if (flags.breakNumbers) throw new Error('Number formatting broken by the test');
        return format.call(this) as Intl.NumberFormat['format'];
      },
    });
  });
});

for (const locale of ['en', 'de'] as const) {
  test(`a render error shows the friendly page in ${locale} with a retry that recovers`, async ({ page }) => {
    const t = messages[locale].ErrorPage;
    const c = messages[locale].Converter;
    await page.goto(localizedPath(locale, '/category/length'));
    const value = page.getByRole('textbox', { name: c.value, exact: true });
    await hydrated(page);
    await value.fill('2');
    await expect(page.getByRole('heading', { name: t.title })).toBeVisible();
    await expect(page.getByText(t.description)).toBeVisible();
    await expect(page.getByRole('link', { name: t.home })).toHaveAttribute('href', locale === 'en' ? '/' : `/${locale}`);

    await page.evaluate(() => {
      (window as unknown as { breakNumbers?: boolean }).breakNumbers = false;
    });
    await page.getByRole('button', { name: t.retry }).click();
    // The value typed is kept (it is in the page's address) and answered.
    await expect(page.getByRole('textbox', { name: c.value, exact: true })).toHaveValue('2');
    await expect(
      page.getByRole('region', { name: c.label.replace('{category}', messages[locale].CategoryNames.length) }).getByRole('status'),
    ).toContainText('2');
    await expect(page.getByRole('heading', { name: t.title })).toHaveCount(0);
  });
}
