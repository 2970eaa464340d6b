import { defineConfig, devices } from '@playwright/test';
import { systemChromium } from './scripts/perf/system-chromium';
import { E2E } from './tests/support/e2e-env';

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: E2E.baseURL,
    locale: 'en-US',
    trace: 'retain-on-failure',
    launchOptions: systemChromium,
    // The site's service worker would answer requests that tests route or count; only the offline
    // spec lets it run.
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'chromium', testIgnore: /api-disabled\.spec\.ts/, use: { ...devices['Desktop Chrome'], launchOptions: systemChromium } },
    {
      // The same build served with API_ENABLED=false (third webServer below).
      name: 'api-disabled',
      testMatch: /api-disabled\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], launchOptions: systemChromium, baseURL: E2E.apiDisabledBaseURL },
    },
  ],
  webServer: [
    {
      command: `npx tsx tests/support/off-stub.ts ${E2E.offStubPort}`,
      url: `http://127.0.0.1:${E2E.offStubPort}/cgi/search.pl?search_terms=stubtella`,
      reuseExistingServer: !process.env.CI,
      env: { OPEN_FOOD_FACTS_TIMEOUT_MS: E2E.serverEnv.OPEN_FOOD_FACTS_TIMEOUT_MS! },
    },
    {
      command: `npx tsx tests/support/rates-stub.ts ${E2E.ratesStubPort}`,
      url: `http://127.0.0.1:${E2E.ratesStubPort}/v1/currencies/usd.json`,
      reuseExistingServer: !process.env.CI,
    },
    {
      // The production server, as `npm start` runs it after `npm run build`.
      command: 'npm start',
      url: `${E2E.baseURL}/api/health`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      env: E2E.serverEnv,
    },
    {
      command: 'npm start',
      url: `${E2E.apiDisabledBaseURL}/api/health`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      env: { ...E2E.serverEnv, PORT: String(E2E.apiDisabledPort), API_ENABLED: 'false' },
    },
  ],
});
