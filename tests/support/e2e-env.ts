/**
 * Ports and environment shared by the Playwright config and the tests. E2E_PORT moves the whole
 * set (server and stubs), so several checkouts can run their suites side by side.
 */
const port = Number(process.env.E2E_PORT ?? 3100);
const offStubPort = port + 10;
const ratesStubPort = port + 11;
/** A second production server, started with API_ENABLED=false, for the disabled-API tests. */
const apiDisabledPort = port + 12;

export const E2E = {
  port,
  offStubPort,
  ratesStubPort,
  apiDisabledPort,
  baseURL: `http://127.0.0.1:${port}`,
  apiDisabledBaseURL: `http://127.0.0.1:${apiDisabledPort}`,
  /** The origin baked into canonical links at build time (SITE_URL of the build). */
  siteUrl: (process.env.SITE_URL ?? 'http://localhost:3000').replace(/\/+$/, ''),
  serverEnv: {
    PORT: String(port),
    HOSTNAME: '127.0.0.1',
    NODE_ENV: 'production',
    // Third parties are played by local stubs: the tests never need the internet.
    OPEN_FOOD_FACTS_URL: `http://127.0.0.1:${offStubPort}`,
    // Short enough for the time-out test, long enough that normal stub answers never time out.
    OPEN_FOOD_FACTS_TIMEOUT_MS: '4000',
    CURRENCY_RATES_URL: `http://127.0.0.1:${ratesStubPort}/v1/currencies/usd.json`,
    // Every browser of the suite is one caller (127.0.0.1): the whole site's Open Food Facts share.
    API_RATE_LIMIT_FOOD_REMOTE: '10',
  } as Record<string, string>,
};
