import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { messages } from '../support/messages';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    window.localStorage.setItem('consent', JSON.stringify({ state: { decision: 'denied' }, version: 0 }));
  });
});

/** The header's theme control (the /widget configurator has a "Theme" of its own). */
const headerTheme = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('combobox', { name: 'Theme' });

/**
 * The theme on <html> and the page's background colour as the browser paints it, as sRGB
 * "r,g,b" (computed colours may be written in oklch; a canvas pixel converts them).
 */
async function themeOf(page: Page): Promise<{ theme: string | null; background: string }> {
  return page.evaluate(() => {
    const context = document.createElement('canvas').getContext('2d')!;
    context.fillStyle = getComputedStyle(document.body).backgroundColor;
    context.fillRect(0, 0, 1, 1);
    const [r, g, b] = context.getImageData(0, 0, 1, 1).data;
    return { theme: document.documentElement.getAttribute('data-theme'), background: `${r},${g},${b}` };
  });
}

const isDark = (color: string) => {
  const [r = 255, g = 255, b = 255] = (color.match(/\d+(\.\d+)?/g) ?? []).map(Number);
  return (r + g + b) / 3 < 80;
};

test.describe('with the device in dark mode', () => {
  test.use({ colorScheme: 'dark' });

  test('the site is dark before any click, set in <head> before the page is painted', async ({ page, request }) => {
    const html = await (await request.get('/')).text();
    expect(html.indexOf('data-theme')).toBeGreaterThan(-1);
    expect(html.indexOf('data-theme')).toBeLessThan(html.indexOf('<body'));
    // Record the theme at the first moment the document can be read, before any script of the app runs.
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive')
          (window as unknown as { firstTheme?: string | null }).firstTheme ??= document.documentElement.getAttribute('data-theme');
      });
    });
    await page.goto('/');
    expect(await page.evaluate(() => (window as unknown as { firstTheme?: string | null }).firstTheme)).toBe('dark');
    const { theme, background } = await themeOf(page);
    expect(theme).toBe('dark');
    expect(isDark(background)).toBe(true);
    await expect(headerTheme(page)).toHaveValue('system');
  });

  test('Light, chosen in the header, wins over the device and is remembered', async ({ page }) => {
    await page.goto('/category/length');
    await headerTheme(page).selectOption({ label: 'Light' });
    // The control applies the choice right after it re-renders.
    await expect.poll(async () => (await themeOf(page)).theme).toBe('light');
    await expect.poll(async () => isDark((await themeOf(page)).background)).toBe(false);
    await page.goto('/tools');
    expect((await themeOf(page)).theme).toBe('light');
    await expect(headerTheme(page)).toHaveValue('light');
    await headerTheme(page).selectOption({ label: 'System' });
    await expect.poll(async () => (await themeOf(page)).theme).toBe('dark');
  });

  test('the embeddable widget follows theme=auto, and a fixed theme wins', async ({ page }) => {
    await page.goto('/widget/embed?category=length&from=cm&to=in');
    expect((await themeOf(page)).theme).toBe('dark');
    await page.goto('/widget/embed?category=length&from=cm&to=in&theme=light');
    expect(isDark((await themeOf(page)).background)).toBe(false);
    await page.goto('/widget/embed?category=length&from=cm&to=in&theme=dark');
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id} (${v.nodes.length})`)).toEqual([]);
  });

  // Every kind of page in the dark theme: contrast and everything else axe checks.
  // Each component once (the recipe tool and the dialog have their own test below); the plain text
  // pages (/tools, /about, legal) share the shell that every page here has.
  const pages = [
    '/',
    '/category/currency',
    '/convert/length/cm-to-inches',
    '/converters/kg-to-pounds',
    '/tools/food-calories',
    '/tools/bulk-convert',
    '/widget',
    '/api',
    '/offline',
    '/de/no-such-page',
  ];
  for (const path of pages) {
    test(`axe finds no violations on ${path} in the dark theme`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect((await themeOf(page)).theme).toBe('dark');
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }

  test("axe finds no violations on the recipe tool's nutrition label and the embed dialog in the dark theme", async ({ page }) => {
    await page.goto('/tools/recipe-converter');
    await page.getByRole('tab', { name: messages.en.RecipeConverter.nutrition.factsTab }).click();
    let results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id} (${v.nodes.length})`)).toEqual([]);
    await page.goto('/convert/length/cm-to-inches');
    await page.getByRole('button', { name: messages.en.EmbedCard.open }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id} (${v.nodes.length})`)).toEqual([]);
  });
});

test('the /widget configurator puts the chosen theme into both snippets', async ({ page }) => {
  await page.goto('/widget');
  const iframeCode = page.getByRole('textbox', { name: 'Iframe code', exact: true });
  const scriptCode = page.getByRole('textbox', { name: 'Script code', exact: true });
  await expect(iframeCode).not.toHaveValue(/theme=/);
  const theme = page.getByRole('main').getByRole('combobox', { name: 'Theme', exact: true });
  await expect(theme).toHaveValue('auto');
  await theme.selectOption('dark');
  await expect(iframeCode).toHaveValue(/&theme=dark"/);
  await expect(scriptCode).toHaveValue(/data-theme="dark"/);
});
