import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { E2E } from '../support/e2e-env';
import { hydrated } from '../support/hydrated';
import { AXE_LOCALES } from '../support/axe';
import { locales, localizedPath, messages } from '../support/messages';

const exact = { exact: true };

function controls(page: Page) {
  return {
    category: page.getByLabel('Category', exact),
    from: page.getByLabel('From', exact),
    to: page.getByLabel('To', exact),
    width: page.getByRole('spinbutton', { name: 'Width', exact: true }),
    height: page.getByRole('spinbutton', { name: 'Height', exact: true }),
    iframeCode: page.getByRole('textbox', { name: 'Iframe code', exact: true }),
    scriptCode: page.getByRole('textbox', { name: 'Script code', exact: true }),
    preview: page.getByTitle('Widget preview', exact),
  };
}

test('the configurator updates both snippets and the preview as the inputs change', async ({ page }) => {
  await page.goto('/widget');
  const c = controls(page);
  await expect(c.iframeCode).toHaveValue(
    `<iframe src="${E2E.siteUrl}/widget/embed?category=length&from=cm&to=in&width=400&height=300&lang=en"` +
      ' width="400" height="300" title="Unit converter by Unitly" style="border:0;max-width:100%" loading="lazy"' +
      ' sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox" allow="clipboard-write"></iframe>',
  );
  await expect(c.scriptCode).toHaveValue(
    `<script src="${E2E.siteUrl}/widget/widget.js" data-category="length" data-from="cm" data-to="in"` +
      ' data-width="400" data-height="300" data-lang="en" async></script>',
  );
  await expect(page.getByText('Recommended', exact)).toBeVisible();

  await c.from.selectOption('km');
  await c.to.selectOption('mi');
  await expect(c.iframeCode).toHaveValue(/category=length&from=km&to=mi&/);
  await expect(c.scriptCode).toHaveValue(/data-category="length" data-from="km" data-to="mi"/);

  // A new category shows its own units; the chosen ones are kept for when the visitor comes back.
  await c.category.selectOption('temperature');
  await expect(c.from).toHaveValue('c');
  await expect(c.to).toHaveValue('f');
  // The page carried length's unit names only; temperature's came with the picked category.
  await expect(c.from.getByRole('option', { name: 'Degrees Celsius (°C)', exact: true })).toBeAttached();
  await expect(c.iframeCode).toHaveValue(/category=temperature&from=c&to=f&/);
  await expect(c.scriptCode).toHaveValue(/data-category="temperature" data-from="c" data-to="f"/);
  await c.category.selectOption('length');
  await expect(c.iframeCode).toHaveValue(/category=length&from=km&to=mi&/);
  await expect(c.scriptCode).toHaveValue(/data-category="length" data-from="km" data-to="mi"/);
  // A unit chosen in another category replaces the choice; here it is not a length, so To shows
  // length's default instead of naming kelvins in a length widget.
  await c.category.selectOption('temperature');
  await c.to.selectOption('k');
  await expect(c.scriptCode).toHaveValue(/data-from="c" data-to="k"/);
  await c.category.selectOption('length');
  await expect(c.to).toHaveValue('in');
  await expect(c.iframeCode).toHaveValue(/category=length&from=km&to=in&/);
  await expect(c.scriptCode).toHaveValue(/data-category="length" data-from="km" data-to="in"/);

  await c.width.fill('500');
  await expect(c.iframeCode).toHaveValue(/width=500&height=300&lang=en" width="500" height="300"/);
  await expect(c.scriptCode).toHaveValue(/data-width="500" data-height="300"/);
  // Out of range: the snippets use the nearest limit, and leaving the field shows it.
  await c.height.fill('1000');
  await expect(c.iframeCode).toHaveValue(/height=600&lang=en" width="500" height="600"/);
  await expect(c.scriptCode).toHaveValue(/data-height="600"/);
  await c.height.blur();
  await expect(c.height).toHaveValue('600');

  // The preview frames the same embed page, at most 400x300.
  await expect(c.preview).toHaveAttribute('src', '/widget/embed?category=length&from=km&to=in&width=500&height=600&lang=en');
  await expect(c.preview).toHaveAttribute('width', '400');
  await expect(c.preview).toHaveAttribute('height', '300');
  await expect(page.frameLocator('iframe[title="Widget preview"]').getByLabel('From', exact)).toHaveValue('km');
});

test('the copy buttons put the snippets on the clipboard', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/widget');
  const c = controls(page);
  await c.category.selectOption('weight');
  await expect(c.iframeCode).toHaveValue(/category=weight/);
  for (const [button, box] of [
    ['Copy iframe code', c.iframeCode],
    ['Copy script code', c.scriptCode],
  ] as const) {
    await page.getByRole('button', { name: button }).click();
    await expect(page.getByRole('button', { name: 'Copied!' })).toHaveCount(1);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await box.inputValue());
    // "Copied!" reverts after two seconds.
    await expect(page.getByRole('button', { name: button })).toBeVisible();
  }
});

test('a copy pressed before the snippet writer has come copies the chosen widget', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // The writer of a changed widget loads on the first change (components/widget/widget-configurator.tsx):
  // every script asked for after the page is live is held until the copy has been pressed.
  let live = false;
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    if (live) await held;
    await route.continue();
  });
  await page.goto('/widget');
  await hydrated(page);
  live = true;
  const c = controls(page);
  await c.category.selectOption('weight');
  await page.getByRole('button', { name: 'Copy iframe code' }).click();
  release();
  await expect(page.getByRole('button', { name: 'Copied!' })).toHaveCount(1);
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain('/widget/embed?category=weight&from=kg&to=lb&');
  await expect(c.iframeCode).toHaveValue(copied);
});

test('the configurator in German writes German widgets and lists the features', async ({ page }) => {
  const t = messages.de.Widget;
  await page.goto('/de/widget');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title);
  await expect(page.getByRole('textbox', { name: t.iframeCode, exact: true })).toHaveValue(
    /lang=de" width="400" height="300" title="Einheitenumrechner von Unitly"/,
  );
  await expect(page.getByRole('textbox', { name: t.scriptCode, exact: true })).toHaveValue(/data-lang="de" async/);
  for (const feature of Object.values(t.features)) {
    await expect(page.getByRole('heading', { name: feature.title, exact: true })).toBeVisible();
  }
});

test('the sitemap lists the widget page in every locale', async ({ request }) => {
  // /sitemap.xml is an index of sitemap files; the site's pages are in one of them.
  const index = await (await request.get('/sitemap.xml')).text();
  const files = [...index.matchAll(/<sitemap><loc>([^<]*)<\/loc><\/sitemap>/g)].map((match) => match[1]!.replace(E2E.siteUrl, ''));
  expect(files.length).toBeGreaterThan(0);
  const sitemap = (await Promise.all(files.map(async (file) => (await request.get(file)).text()))).join('\n');
  for (const locale of locales) expect(sitemap).toContain(`<loc>${E2E.siteUrl}${localizedPath(locale, '/widget')}</loc>`);
});

for (const locale of AXE_LOCALES) {
  test(`axe finds no violations on the widget configurator in ${locale}`, async ({ page }) => {
    await page.goto(localizedPath(locale, '/widget'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id} (${v.nodes.length})`)).toEqual([]);
  });
}
