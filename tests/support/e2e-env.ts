/** Ports and environment shared by the Playwright config and the tests. */
const port = Number(process.env.E2E_PORT ?? 3100);

export const E2E = {
  port,
  baseURL: `http://127.0.0.1:${port}`,
  /** The origin baked into canonical links at build time (SITE_URL of the build). */
  siteUrl: (process.env.SITE_URL ?? 'http://localhost:3000').replace(/\/+$/, ''),
  serverEnv: {
    PORT: String(port),
    HOSTNAME: '127.0.0.1',
    NODE_ENV: 'production',
  } as Record<string, string>,
};
