import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { E2E } from '../support/e2e-env';
import { startHostServer } from '../support/host-server';
import { AXE_LOCALES } from '../support/axe';
import { messages } from '../support/messages';
import { holdScripts, throttleCpu } from '../support/slow-phone';
import { converterView } from '@/lib/converter/result';

const exact = { exact: true };

/** A snippet exactly as the configurator gives it, for a category and units, in a locale. */
async function copySnippet(page: Page, locale: 'en' | 'de', kind: 'iframe' | 'script', category: string, from: string, to: string) {
  const t = messages[locale].Widget;
  await page.goto(locale === 'en' ? '/widget' : `/${locale}/widget`);
  await page.getByLabel(t.category, exact).selectOption(category);
  await page.getByLabel(t.from, exact).selectOption(from);
  await page.getByLabel(t.to, exact).selectOption(to);
  const box = page.getByRole('textbox', { name: kind === 'iframe' ? t.iframeCode : t.scriptCode, exact: true });
  await expect(box).toHaveValue(new RegExp(`${from}.*${to}`));
  // The snippets name SITE_URL as the build saw it; this test's server listens elsewhere.
  return (await box.inputValue()).replaceAll(E2E.siteUrl, E2E.baseURL);
}

test('a page on another origin shows working widgets from the iframe snippet and two script snippets', async ({ page }) => {
  // Three configurator visits and three frames: on a busy machine this takes longer than one page.
  test.slow();
  const iframe = await copySnippet(page, 'en', 'iframe', 'length', 'cm', 'in');
  const script = await copySnippet(page, 'en', 'script', 'temperature', 'c', 'f');
  const germanScript = await copySnippet(page, 'de', 'script', 'weight', 'kg', 'lb');

  const host = await startHostServer();
  try {
    const url = host.page(
      '/blog',
      `<h1>A blog</h1><p>Our converter:</p>${iframe}<p>Temperatures:</p>${script}<p>Auf Deutsch:</p>${germanScript}<p>The end.</p>`,
    );
    expect(new URL(url).origin).not.toBe(E2E.baseURL);
    await page.goto(url);
    const frames = page.locator('iframe');
    // The two script snippets add their frames once widget.js has loaded from the site.
    await expect(frames).toHaveCount(3, { timeout: 30_000 });

    const cases = [
      { value: '254', result: '254 cm = 100 in exactly', label: messages.en.Converter.value },
      { value: '100', result: '100 °C = 212 °F exactly', label: messages.en.Converter.value },
      { value: '1,5', result: '1,5 kg ≈ 3,306934 lb', label: messages.de.Converter.value },
    ];
    for (const [index, { value, result, label }] of cases.entries()) {
      // The frames load lazily, as on a real page: bring each into view first.
      await frames.nth(index).scrollIntoViewIfNeeded();
      const frame = page.frameLocator('iframe').nth(index);
      await frame.getByLabel(label, exact).fill(value);
      await expect(frame.getByRole('status')).toHaveText(result);
      await expect(frame.getByRole('link', { name: /Unitly/ })).toHaveAttribute('target', '_blank');
    }
    await expect(frames.nth(2)).toHaveAttribute('title', 'Einheitenumrechner von Unitly');
  } finally {
    await host.close();
  }
});

test('the embed page may be framed by any site, the other pages only by the site itself', async ({ request, page }) => {
  const embed = await request.get('/widget/embed?category=weight');
  expect(embed.status()).toBe(200);
  expect(embed.headers()['content-security-policy']).toContain('frame-ancestors *');
  expect(embed.headers()['x-frame-options']).toBeUndefined();
  for (const path of ['/', '/widget', '/de/widget']) {
    const response = await request.get(path);
    expect(response.headers()['content-security-policy'], path).toContain("frame-ancestors 'self'");
    expect(response.headers()['x-frame-options'], path).toBe('SAMEORIGIN');
  }

  // And a browser obeys: another origin can frame the widget but not the home page.
  const host = await startHostServer();
  try {
    await page.goto(
      host.page(
        '/frames',
        `<iframe id="widget" title="widget" src="${E2E.baseURL}/widget/embed"></iframe>` +
          `<iframe id="home" title="home" src="${E2E.baseURL}/"></iframe>`,
      ),
    );
    await expect(page.frameLocator('#widget').getByLabel('Value', exact)).toBeVisible();
    const home = await (await page.locator('#home').elementHandle())!.contentFrame();
    // Chromium replaces a frame it refuses to show with its own error page.
    await expect.poll(() => home?.url()).toBe('chrome-error://chromewebdata/');
  } finally {
    await host.close();
  }
});

test('the embed page shows the default converter for hostile parameters and reflects none of them', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  const query = new URLSearchParams({
    category: '<script>alert(1)</script>',
    from: '"><img src=x onerror=alert(2)>',
    to: 'javascript:alert(3)',
    width: '<b>wide</b>',
    lang: 'en"><svg onload=alert(4)>',
  });
  const response = await page.goto(`/widget/embed?${query}`);
  expect(response?.status()).toBe(200);
  const html = await response!.text();
  for (const injected of ['<script>alert', '<img src=x', '<svg onload', '<b>wide']) expect(html).not.toContain(injected);

  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByLabel('From', exact)).toHaveValue('cm');
  await expect(page.getByLabel('To', exact)).toHaveValue('in');
  await page.getByLabel('Value', exact).fill('254');
  await expect(page.getByRole('status')).toHaveText('254 cm = 100 in exactly');
  await expect(page.locator('img, [onerror], [onload]')).toHaveCount(0);
  expect(dialogs).toEqual([]);
});

test('the embed page is only the converter and a powered-by link: no header, footer, ads or consent banner', async ({ page }) => {
  await page.goto('/widget/embed?category=temperature&from=f&to=c&lang=fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByLabel(messages.fr.Converter.from, exact)).toHaveValue('f');
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('region', { name: messages.fr.Consent.label })).toHaveCount(0);
  await expect(page.getByText(messages.fr.Ads.label)).toHaveCount(0);
  const link = page.getByRole('link', { name: /Unitly/ });
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener');
  await expect(link).toHaveAttribute('href', '/fr');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
});

test('frames of the default 400x300 and the smallest 300x250 show the whole converter without scrolling', async ({ page }) => {
  for (const [width, height, category] of [
    [400, 300, 'length'],
    [400, 300, 'currency'],
    [400, 300, 'fuel'],
    [300, 250, 'length'],
    [300, 250, 'currency'],
    [300, 300, 'length'],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto(`/widget/embed?category=${category}`);
    for (const control of [
      page.getByLabel('Value', exact),
      page.getByLabel('From', exact),
      page.getByRole('button', { name: 'Swap units' }),
      page.getByLabel('To', exact),
      page.getByRole('status'),
      page.getByRole('button', { name: 'Copy result' }),
      page.getByRole('link', { name: /Powered by Unitly/ }),
    ]) {
      await expect(control, `${category} at ${width}x${height}`).toBeInViewport({ ratio: 1 });
    }
    expect(await page.evaluate(() => document.scrollingElement!.scrollHeight), category).toBeLessThanOrEqual(height);
    // The units stand side by side, so the swap arrows point left and right, not up and down.
    const arrows = page.getByRole('button', { name: 'Swap units' }).locator('svg');
    expect(await arrows.evaluate((icon) => getComputedStyle(icon).rotate), `${category} at ${width}x${height}`).toBe('none');
  }
});

test("the embed card answers in the visitor's remembered format, remembers the units picked, and keeps no history", async ({ page }) => {
  await page.goto('/widget/embed?category=length');
  // The format chosen on the site's own cards (1/8 fractions), which the compact card has no control for.
  await page.evaluate(() => localStorage.setItem('unitly-result-format', 'f8'));
  await page.reload();
  await expect(page.getByLabel('Format', exact)).toHaveCount(0);
  await expect(page.getByRole('button', { name: /favourites/i })).toHaveCount(0);
  await page.getByLabel('From', exact).selectOption('cm');
  await page.getByLabel('To', exact).selectOption('in');
  await page.getByLabel('Value', exact).fill('30');
  const view = converterView({
    category: 'length',
    from: 'cm',
    to: 'in',
    input: '30',
    locale: 'en',
    format: { kind: 'fraction', denominator: 8 },
  });
  if (view.state !== 'result') throw new Error('30 cm: no result');
  await expect(page.getByRole('status')).toHaveText(view.exact ? messages.en.Converter.exactLine.replace('{line}', view.line) : view.line);
  // Past the delay after which the site's own cards record a conversion.
  await page.waitForTimeout(2500);
  expect(await page.evaluate(() => localStorage.getItem('conversion-history'))).toBeNull();
  await page.reload();
  await expect(page.getByLabel('From', exact)).toHaveValue('cm');
  await expect(page.getByLabel('To', exact)).toHaveValue('in');
});

test('the embed page converts currencies with the day rates, from a value typed before its scripts ran', async ({ page }) => {
  // As early as can be: into the server's HTML, on a CPU slowed as on a phone, with the scripts held
  // back until it is typed (see typed-while-loading.spec.ts).
  await throttleCpu(page);
  const scripts = await holdScripts(page);
  await page.goto('/widget/embed?category=currency&from=usd&to=eur', { waitUntil: 'commit' });
  await page.getByLabel('Value', exact).fill('10');
  await scripts.release();
  await expect(page.getByRole('status')).toHaveText('10 USD = 9 EUR');
  await expect(page.getByLabel('Value', exact)).toHaveValue('10');
});

for (const locale of AXE_LOCALES) {
  test(`axe finds no violations on the embed page in ${locale}`, async ({ page }) => {
    await page.goto(`/widget/embed?category=length&lang=${locale}`);
    await expect(page.getByLabel(messages[locale].Converter.value, exact)).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id} (${v.nodes.length})`)).toEqual([]);
  });
}
