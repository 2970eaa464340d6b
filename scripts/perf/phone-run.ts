import { chromium } from '@playwright/test';
import { systemChromium } from './system-chromium';

/** What a visitor on a phone sees of one page load, in milliseconds from the navigation's start. */
export interface Observed {
  /** First contentful paint. */
  fcp: number;
  /** The last largest-contentful-paint candidate before the page was live. */
  lcp: number;
  /** React has hydrated the page: the `hydrated` User Timing mark. */
  live: number;
}

/** A mid-range phone on a slow mobile network, as DevTools' "Slow 4G" with a 4x slower CPU. */
export const PHONE = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
};

/** Loads `url` in a fresh Chromium under the phone's conditions, applied (not simulated), and reads its timings. */
export async function observePhoneLoad(url: string): Promise<Observed> {
  const browser = await chromium.launch(systemChromium);
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: PHONE.latencyMs,
      downloadThroughput: PHONE.downloadBytesPerSecond,
      uploadThroughput: PHONE.uploadBytesPerSecond,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
    await page.addInitScript(() => {
      const w = window as Window & { __lcp?: number };
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.__lcp = entry.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForFunction(() => performance.getEntriesByName('hydrated').length > 0, undefined, { timeout: 120_000 });
    return await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      lcp: (window as Window & { __lcp?: number }).__lcp ?? NaN,
      live: performance.getEntriesByName('hydrated')[0]!.startTime,
    }));
  } finally {
    await browser.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Each timing's median over several loads. */
export function medianObserved(runs: readonly Observed[]): Observed {
  return { fcp: median(runs.map((r) => r.fcp)), lcp: median(runs.map((r) => r.lcp)), live: median(runs.map((r) => r.live)) };
}
