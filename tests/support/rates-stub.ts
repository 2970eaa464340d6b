/**
 * A tiny local stand-in for the daily currency feed (@fawazahmed0/currency-api), for unit and
 * end-to-end tests:
 *
 *   npx tsx tests/support/rates-stub.ts 3411   (then CURRENCY_RATES_URL=http://127.0.0.1:3411/v1/currencies/usd.json)
 *
 * GET /v1/currencies/usd.json answers a fixed dated body with every site currency (round,
 * recognisable rates for the 32 most used, the committed snapshot's for the others) plus a few codes
 * the site ignores, as the real feed has. Other prefixes play
 * the feed's bad days, the same file below them:
 *   /partial/…  lacks ARS and COP          /broken/…  a body that is not JSON
 *   /error/…    HTTP 500                   /slow/…    the body only after `slowMs`
 * Every request is recorded (`requests`) so tests can check how often the feed was asked.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { RATES_SNAPSHOT } from '@/lib/currency/snapshot.data';
import { sendJson, serveWhenMain, startStubServer, type Later } from './stub-server';

export const STUB_RATES_DATE = '2026-11-20';
/** 2026-11-20T00:00:00Z in seconds: the `lastUpdated` the site derives from the stub's date. */
export const STUB_LAST_UPDATED = Date.UTC(2026, 10, 20) / 1000;

/** Units per US dollar, lower-case codes, as the feed writes them. */
export const STUB_USD_RATES = {
  ...(Object.fromEntries(Object.entries(RATES_SNAPSHOT.rates).map(([code, rate]) => [code.toLowerCase(), rate])) as Record<
    Lowercase<keyof typeof RATES_SNAPSHOT.rates>,
    number
  >),
  usd: 1,
  eur: 0.9,
  gbp: 0.8,
  jpy: 150,
  cad: 1.4,
  aud: 1.5,
  chf: 0.85,
  cny: 7.2,
  inr: 85,
  nok: 10.5,
  sek: 10,
  dkk: 6.7,
  mxn: 18.5,
  brl: 5.5,
  rub: 90,
  krw: 1400,
  sgd: 1.3,
  hkd: 7.8,
  nzd: 1.7,
  zar: 18,
  thb: 35,
  try: 40,
  pln: 4,
  ils: 3.7,
  aed: 3.6725,
  sar: 3.75,
  myr: 4.5,
  php: 58,
  idr: 16000,
  vnd: 25000,
  ars: 1000,
  cop: 4000,
  // Codes outside the site's list, as in the real feed.
  btc: 0.00001,
  xau: 0.0004,
  '1inch': 4.2,
} as const;

export const STUB_FEED_BODY = { date: STUB_RATES_DATE, usd: STUB_USD_RATES } as const;

/** The stub's rates without the given (lower-case) codes: a feed that lacks some currencies. */
export function stubRatesWithout(...codes: readonly string[]): Record<string, number> {
  return Object.fromEntries(Object.entries(STUB_USD_RATES).filter(([code]) => !codes.includes(code)));
}

export const FEED_PATH = '/v1/currencies/usd.json';
export const STUB_VARIANTS = ['', '/partial', '/broken', '/error', '/slow'] as const;
export type StubVariant = (typeof STUB_VARIANTS)[number];

export interface RatesStub {
  readonly url: string;
  /** The feed URL of a variant: `feedUrl()` is the normal one, `feedUrl('/slow')` the slow one. */
  feedUrl(variant?: StubVariant): string;
  readonly requests: readonly string[];
  close(): Promise<void>;
}

export interface RatesStubOptions {
  /** How long /slow/… waits before answering. */
  readonly slowMs?: number;
}

export async function startRatesStub(port = 0, options: RatesStubOptions = {}): Promise<RatesStub> {
  const slowMs = options.slowMs ?? 10_000;
  const requests: string[] = [];

  function handle(request: IncomingMessage, response: ServerResponse, later: Later): void {
    const path = new URL(request.url ?? '/', 'http://stub.invalid').pathname;
    requests.push(path);
    const variant = STUB_VARIANTS.find((prefix) => path === `${prefix}${FEED_PATH}`);
    switch (variant) {
      case '':
        sendJson(response, 200, STUB_FEED_BODY);
        return;
      case '/partial':
        sendJson(response, 200, { date: STUB_RATES_DATE, usd: stubRatesWithout('ars', 'cop') });
        return;
      case '/broken':
        response.writeHead(200, { 'Content-Type': 'application/json' });
        response.end('{"date": "2026-11-20", "usd": {"eur": 0.9');
        return;
      case '/error':
        sendJson(response, 500, { error: 'internal stub error' });
        return;
      case '/slow':
        later(slowMs, () => sendJson(response, 200, STUB_FEED_BODY));
        return;
      default:
        sendJson(response, 404, { error: 'not found' });
    }
  }

  const { url, close } = await startStubServer(port, handle);
  return { url, feedUrl: (variant: StubVariant = '') => `${url}${variant}${FEED_PATH}`, requests, close };
}

await serveWhenMain(import.meta.url, 4011, startRatesStub, (stub) => `Currency rates stub listening on ${stub.feedUrl()}`);
