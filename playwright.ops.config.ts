import { defineConfig, devices } from '@playwright/test';
import { systemChromium } from './scripts/perf/system-chromium';

/**
 * The operations suite (`npm run test:ops`): each spec starts its own production servers, Redis
 * and nginx on loopback ports (OPS_PORT moves them), so it runs apart from the main e2e suite and
 * one spec at a time (nginx must own ports 80 and 443 for the Observatory).
 */
export default defineConfig({
  testDir: './tests/ops',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 180_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    trace: 'retain-on-failure',
    launchOptions: systemChromium,
  },
  projects: [{ name: 'ops', use: { ...devices['Desktop Chrome'] } }],
});
