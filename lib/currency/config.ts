/** Where the daily rates come from, read from the environment (optional). */
import { z } from 'zod';
import { CurrencyRatesConfigError } from '@/lib/currency/errors';

/**
 * The free, keyless daily feed published as the npm package @fawazahmed0/currency-api, from its CDN,
 * then the fallback host its README documents for when the CDN fails
 * (https://github.com/fawazahmed0/exchange-api#readme). Tried in this order.
 */
export const DEFAULT_CURRENCY_RATES_URLS = [
  'https://cdn.jsdelivr.net/npm/@fawazahmed0/currency-api@latest/v1/currencies/usd.json',
  'https://latest.currency-api.pages.dev/v1/currencies/usd.json',
] as const;

/** How long one feed URL may take, body included, before the next one (or the snapshot) answers. */
export const FEED_TIMEOUT_MS = 5_000;

/** The variables read; any others (all of process.env) may come along and are ignored. */
export interface CurrencyRatesEnv {
  readonly [name: string]: string | undefined;
  readonly CURRENCY_RATES_URL?: string | undefined;
}

export interface CurrencyRatesConfig {
  /** Feed URLs, tried in order until one answers usable rates. */
  readonly urls: readonly string[];
  readonly timeoutMs: number;
}

const urlSchema = z.url({ protocol: /^https?$/ });

/**
 * A configured CURRENCY_RATES_URL is tried alone: whoever sets it (tests, a mirror) does not want
 * the public feed asked behind its back. Blank counts as unset, as shells and .env files leave it.
 */
export function readCurrencyRatesConfig(env: CurrencyRatesEnv): CurrencyRatesConfig {
  const configured = env.CURRENCY_RATES_URL?.trim();
  if (configured === undefined || configured === '') {
    return { urls: DEFAULT_CURRENCY_RATES_URLS, timeoutMs: FEED_TIMEOUT_MS };
  }
  const parsed = urlSchema.safeParse(configured);
  if (!parsed.success) throw new CurrencyRatesConfigError('CURRENCY_RATES_URL', 'an http(s) URL');
  return { urls: [parsed.data], timeoutMs: FEED_TIMEOUT_MS };
}
