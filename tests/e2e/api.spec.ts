import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { E2E } from '../support/e2e-env';
import { checksAxeIn } from '../support/axe';
import { locales, localizedPath, messages } from '../support/messages';

const en = messages.en;

test.describe('the API through the production server', () => {
  test('GET /api/convert answers a conversion with CORS, cache and budget headers', async ({ request }) => {
    const response = await request.get('/api/convert?category=length&from=cm&to=in&value=100');
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({
      ok: true,
      category: 'length',
      from: 'cm',
      to: 'in',
      value: 100,
      result: 39.37007874015748,
      formatted: '39.370079',
      exact: false,
      format: 'decimal',
      precision: 6,
    });
    const headers = response.headers();
    expect(headers['access-control-allow-origin']).toBe('*');
    expect(headers['cache-control']).toBe('public, max-age=86400, s-maxage=604800');
    expect(Number(headers['ratelimit-limit'])).toBeGreaterThan(0);
    expect(headers['content-type']).toBe('application/json; charset=utf-8');
  });

  test('errors are JSON with the catalogue code; other methods get 405 with Allow', async ({ request }) => {
    const unit = await request.get('/api/convert?category=length&from=kg&to=in&value=1');
    expect(unit.status()).toBe(400);
    const body = await unit.json();
    expect(body).toMatchObject({ ok: false, error: 'INVALID_UNIT' });
    expect(body.validOptions).toEqual(
      expect.arrayContaining(['mm', 'cm', 'm', 'km', 'in', 'ft', 'yd', 'mi', 'ft_in', 'furlong', 'mil_scandinavian']),
    );
    expect(body.validOptions).not.toContain('kg');
    const missing = await request.get('/api/convert?category=length');
    expect(await missing.json()).toEqual({
      ok: false,
      error: 'MISSING_PARAMETERS',
      message: 'Missing required parameters: from, to, value',
    });
    const huge = await request.get(`/api/convert?category=length&from=cm&to=in&value=${'9'.repeat(10_000)}`);
    expect(huge.status()).toBe(400);
    const put = await request.put('/api/convert', { data: {} });
    expect(put.status()).toBe(405);
    expect(put.headers().allow).toBe('GET, HEAD, POST, OPTIONS');
  });

  test('GET /api/convert converts with units defined in the request, for no shared cache, and refuses hostile ones', async ({
    request,
  }) => {
    const response = await request.get('/api/convert?category=volume&from=mug&to=l&value=3&define=mug:350:ml');
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({
      ok: true,
      from: 'mug',
      to: 'l',
      result: 1.05,
      formatted: '1.05',
      exact: true,
      defined: [{ id: 'mug', name: 'mug', symbol: 'mug', amount: '350', unit: 'ml' }],
    });
    expect(response.headers()['cache-control']).toBe('private, max-age=86400');
    const hostile = ['mug:0:ml', 'mug:1e300:ml', `${'m'.repeat(10_000)}:1:ml`, '<script>alert(1)</script>:1:ml', '__proto__:1:ml'];
    for (const define of hostile) {
      const refused = await request.get(`/api/convert?category=volume&from=mug&to=l&value=3&define=${encodeURIComponent(define)}`);
      expect(refused.status(), define.slice(0, 30)).toBe(400);
      expect(await refused.json(), define.slice(0, 30)).toMatchObject({
        ok: false,
        error: 'INVALID_DEFINITION',
        message: expect.any(String),
      });
    }
    const many = await request.get(`/api/convert?category=volume&from=ml&to=l&value=3&${Array(1_000).fill('define=a').join('&')}`);
    expect(many.status()).toBe(400);
    expect(await many.json()).toMatchObject({ error: 'INVALID_DEFINITION', message: 'At most 5 definitions per request; got 1000' });
  });

  test('a CORS preflight is answered', async ({ request }) => {
    const response = await request.fetch('/api/convert', {
      method: 'OPTIONS',
      headers: { Origin: 'https://blog.example', 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'x-api-key' },
    });
    expect(response.status()).toBe(204);
    expect(response.headers()['access-control-allow-headers']).toContain('X-API-Key');
  });

  test('GET /api/status reports the API enabled', async ({ request }) => {
    expect(await (await request.get('/api/status')).json()).toEqual({ enabled: true });
  });

  test('GET /api/openapi.json describes the API in OpenAPI 3.1', async ({ request }) => {
    const response = await request.get('/api/openapi.json');
    expect(response.status()).toBe(200);
    const doc = await response.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths).sort()).toEqual(['/api/convert', '/api/currency-rates', '/api/food-search', '/api/mcp', '/api/status']);
  });
});

test.describe('the /api sandbox', () => {
  test('sends the request and shows the raw JSON response', async ({ page }) => {
    await page.goto('/api');
    await page.getByLabel('Category').selectOption({ label: 'Temperature' });
    // A new category starts with its first two units.
    await expect(page.getByLabel('From', { exact: true })).toHaveValue('c');
    await expect(page.getByLabel('To', { exact: true })).toHaveValue('f');
    await page.getByLabel('Value', { exact: true }).fill('100');
    await page.getByRole('button', { name: 'Run request' }).click();
    const response = page.getByRole('region', { name: 'Response' });
    await expect(response).toContainText('HTTP status 200');
    await expect(response).toContainText('"result": 212');
    await expect(response).toContainText('GET /api/convert?category=temperature&from=c&to=f&value=100');
  });

  test('shows the testing state and disables the button while the request runs', async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/convert?**', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/api');
    await page.getByLabel('From', { exact: true }).fill('KM');
    await page.getByLabel('To', { exact: true }).fill('mi');
    await page.getByRole('button', { name: 'Run request' }).click();
    const button = page.getByRole('button', { name: 'Run request' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveText('Testing…');
    release();
    await expect(button).toBeEnabled();
    await expect(page.getByRole('region', { name: 'Response' })).toContainText('"to": "mi"');
  });

  test('shows API errors as they come', async ({ page }) => {
    await page.goto('/api');
    await page.getByLabel('To', { exact: true }).fill('kg');
    await page.getByRole('button', { name: 'Run request' }).click();
    const response = page.getByRole('region', { name: 'Response' });
    await expect(response).toContainText('HTTP status 400');
    await expect(response).toContainText('"error": "INVALID_UNIT"');
  });

  test('shows NETWORK_ERROR with the failure message when no answer comes', async ({ page }) => {
    await page.route('**/api/convert?**', (route) => route.abort('internetdisconnected'));
    await page.goto('/api');
    await page.getByRole('button', { name: 'Run request' }).click();
    const response = page.getByRole('region', { name: 'Response' });
    await expect(response).toContainText('"error": "NETWORK_ERROR"');
    await expect(response).toContainText('"message": "Failed to fetch"');
    await expect(response).toContainText('No answer');
  });

  test('counts a failed status call as enabled: no banner', async ({ page }) => {
    await page.route('**/api/status', (route) => route.abort('failed'));
    await page.goto('/api');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Run request' })).toBeEnabled();
    await expect(page.getByText(en.ApiStatusBanner.title)).toHaveCount(0);
  });
});

for (const locale of locales) {
  const t = messages[locale].ApiPage;
  test(`the API documentation in ${locale}: every section, examples, categories and error codes, no axe violations`, async ({ page }) => {
    const url = localizedPath(locale, '/api');
    const response = await page.goto(url);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`${t.metaTitle} | Unitly`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', E2E.siteUrl + url);
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    for (const title of [
      t.baseUrlTitle,
      t.authTitle,
      t.limitsTitle,
      t.parametersTitle,
      t.categoriesTitle,
      t.exampleTitle,
      t.codeTitle,
      t.sandboxTitle,
      t.batchTitle,
      t.mcpTitle,
      t.errorsTitle,
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: title, exact: true })).toBeVisible();
    }
    const main = page.getByRole('main');
    await expect(main.getByText(`GET ${E2E.siteUrl}/api/convert`, { exact: true })).toBeVisible();
    await expect(main.getByText(`curl "${E2E.siteUrl}/api/convert?category=length&from=cm&to=in&value=100"`)).toBeVisible();
    // The single example's answer, and again in the batch example's first result.
    await expect(main.getByText('"result": 39.37007874015748')).toHaveCount(2);
    await expect(main.getByRole('row', { name: new RegExp(`^${messages[locale].CategoryNames.numeric} numeric`) })).toContainText(
      'bin, oct, dec, hex',
    );
    for (const code of [
      'API_DISABLED',
      'MISSING_PARAMETERS',
      'INVALID_VALUE',
      'INVALID_CATEGORY',
      'INVALID_UNIT',
      'CONVERSION_ERROR',
      'RATE_LIMITED',
      'NETWORK_ERROR',
    ]) {
      await expect(main.getByRole('rowheader', { name: code, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: /OpenAPI/ })).toHaveAttribute('href', '/api/openapi.json');
    await expect(main.getByText('"mcpServers"')).toBeVisible();
    await expect(main.getByRole('button', { name: t.mcpCopy })).toBeVisible();
    await expect(main.getByRole('link', { name: 'llms.txt' })).toHaveAttribute('href', '/llms.txt');
    for (const code of ['INVALID_REQUEST', 'TOO_MANY_ITEMS', 'PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE']) {
      await expect(main.getByRole('rowheader', { name: code, exact: true })).toBeVisible();
    }
    await expect(page.getByText(messages[locale].ApiStatusBanner.title)).toHaveCount(0);
    if (!checksAxeIn(locale)) return;
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id} (${v.nodes.length})`)).toEqual([]);
  });
}

test('the API page has no axe violations on a phone, with a response shown', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/de/api');
  await page.getByRole('button', { name: messages.de.ApiSandbox.run }).click();
  await expect(page.getByRole('region', { name: messages.de.ApiSandbox.response })).toContainText('"ok": true');
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id} (${v.nodes.length})`)).toEqual([]);
});
