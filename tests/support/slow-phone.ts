import type { Page, Route } from '@playwright/test';

/** How much slower than the test machine a mid-range phone runs scripts, as DevTools' "4x slowdown". */
const PHONE_CPU_SLOWDOWN = 4;

/**
 * Slows `page`'s CPU `rate` times through Chromium's DevTools protocol, from now on and across its
 * navigations, so the time between the first paint and live scripts is as wide as on a phone.
 * Chromium only.
 */
export async function throttleCpu(page: Page, rate: number = PHONE_CPU_SLOWDOWN): Promise<void> {
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate });
}

/**
 * Holds back the page's script files (a slow network) until `release()` is called, so what a test
 * does before then certainly happens before the page's scripts run, however fast the machine.
 * Inline scripts (the head's, Next's data) run as usual.
 */
export async function holdScripts(page: Page): Promise<{ release: () => Promise<void> }> {
  const held: Route[] = [];
  let released = false;
  const hold = (route: Route) => {
    if (released) return route.continue();
    held.push(route);
  };
  const isScript = (url: URL) => url.pathname.endsWith('.js');
  await page.route(isScript, hold);
  return {
    release: async () => {
      released = true;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}
