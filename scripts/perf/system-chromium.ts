/**
 * The browser every test and bench drives: the system Chromium (Debian's package, or CHROMIUM_PATH);
 * Playwright never downloads one here. The flags keep it quiet: no sandbox (containers), no GPU, no
 * background traffic or updates that would add requests and CPU to a measurement.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
] as const;

/** Playwright's launch options for it. */
export const systemChromium = { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] };
