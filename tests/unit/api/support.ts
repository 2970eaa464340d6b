/** Shared pieces of the API tests: a handler with test settings and a stub of the day's rates. */
import {
  answerWebRequest,
  createApiHandler,
  createMemoryRateLimiter,
  readApiConfig,
  type ApiAnswer,
  type ApiEnv,
  type ApiHandler,
  type ApiHandlerDeps,
  type ApiRoute,
} from '@/lib/api';

/** The rates stub of the e2e suite: USD → EUR 0.9, NOK 10.5, GBP 0.8, JPY 150. */
const STUB_RATES = { USD: 1, EUR: 0.9, NOK: 10.5, GBP: 0.8, JPY: 150 } as const;
const NOW_MS = Date.UTC(2026, 10, 20, 12, 0, 0);
/** The stub rates are from midnight of NOW_MS's day, so they have 12 hours of their day left. */
const RATES_UPDATED = Date.UTC(2026, 10, 20) / 1000;

const silentLogger = { error: () => undefined };

export function testHandler(env: ApiEnv = {}, overrides: Partial<ApiHandlerDeps> = {}): ApiHandler {
  const config = readApiConfig(env);
  return createApiHandler({
    config,
    limiter: createMemoryRateLimiter(config.limits),
    ratesProvider: async () => ({ rates: STUB_RATES, lastUpdated: RATES_UPDATED }),
    now: () => NOW_MS,
    logger: silentLogger,
    ...overrides,
  });
}

export function call(
  handler: ApiHandler,
  query: string,
  options: { route?: ApiRoute; method?: string; headers?: Record<string, string>; ip?: string } = {},
): Promise<ApiAnswer> {
  const headers = Object.fromEntries(Object.entries(options.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
  return handler({
    route: options.route ?? 'convert',
    method: options.method ?? 'GET',
    query,
    header: (name) => headers[name],
    socketAddress: options.ip ?? '203.0.113.7',
  });
}

export function q(params: Record<string, string>): string {
  return new URLSearchParams(params).toString();
}

/** GET /api/convert through the web adapter: the status and the JSON body. */
export async function getConvert(handler: ApiHandler, params: Record<string, string>) {
  const response = await answerWebRequest(handler, 'convert', new Request(`http://unitly.test/api/convert?${q(params)}`));
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}
