import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { locales, localizedPath } from '../support/messages';

const paths = ['/', '/tools', '/about', '/privacy', '/terms', '/contact', '/no-such-page'];

for (const locale of locales) {
  test(`axe finds no violations on the foundation pages in ${locale}`, async ({ page }) => {
    for (const path of paths) {
      await page.goto(localizedPath(locale, path));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((v) => `${path}: ${v.id} (${v.nodes.length})`)).toEqual([]);
    }
  });
}
