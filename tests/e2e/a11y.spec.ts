import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { AXE_LOCALES } from '../support/axe';
import { localizedPath } from '../support/messages';

const paths = ['/', '/tools', '/about', '/privacy', '/terms', '/contact', '/no-such-page'];

// Every page, in the languages axe checks (tests/support/axe.ts).
for (const locale of AXE_LOCALES) {
  for (const path of paths) {
    const url = localizedPath(locale, path);
    test(`axe finds no violations on ${url}`, async ({ page }) => {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
}
