// Runs in the "api-disabled" project, against a production server started with API_ENABLED=false.
import { expect, test } from '@playwright/test';
import { messages } from '../support/messages';

test('with API_ENABLED=false the API answers 503 API_DISABLED and /api/status says so', async ({ request }) => {
  const response = await request.get('/api/convert?category=length&from=cm&to=in&value=1');
  expect(response.status()).toBe(503);
  expect(await response.json()).toMatchObject({ ok: false, error: 'API_DISABLED' });
  expect(response.headers()['cache-control']).toBe('no-store');
  expect(await (await request.get('/api/status')).json()).toEqual({ enabled: false });
});

test('the /api page shows the yellow "API Currently Disabled" banner', async ({ page }) => {
  await page.goto('/api');
  await expect(page.getByRole('heading', { name: 'API Currently Disabled' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'API Currently Disabled' })).toContainText(
    'The API is temporarily disabled and will return a 503 error. Please check back later or contact support.',
  );
  await expect(page.getByRole('link', { name: 'contact support' })).toHaveAttribute('href', '/contact');
  // The sandbox still shows what the API answers.
  await page.getByRole('button', { name: 'Run request' }).click();
  await expect(page.getByRole('region', { name: 'Response' })).toContainText('"error": "API_DISABLED"');
});

test('the banner is translated', async ({ page }) => {
  await page.goto('/fr/api');
  await expect(page.getByRole('heading', { name: messages.fr.ApiStatusBanner.title })).toBeVisible();
});
