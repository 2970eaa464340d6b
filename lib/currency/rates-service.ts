/**
 * The rates the site serves, kept in memory: the live feed at most once a day, and the committed
 * snapshot whenever the feed cannot be used.
 *
 * - A usable feed answer is kept for a day (the feed publishes once a day). Codes it lacks are
 *   filled from the snapshot (source `live+snapshot`).
 * - A failure (network, status, time-out, malformed or unexpected body, bad CURRENCY_RATES_URL) is
 *   logged and answered from the snapshot for a short back-off, then the feed is asked again, so a
 *   feed outage costs one slow request per back-off, not one per visitor. If live rates were served
 *   before and are newer than the snapshot, those answer instead: yesterday's rates beat older ones.
 * - Concurrent requests share one call to the feed; with a shared store (Redis), so do processes:
 *   rates (or a back-off) another process stored are used until they expire.
 */
import { BASE_CURRENCY, CURRENCY_CODES, type CurrencyCode } from '@/lib/currency/codes';
import { readCurrencyRatesConfig, type CurrencyRatesEnv } from '@/lib/currency/config';
import { dayStartSeconds } from '@/lib/currency/day';
import { CurrencyFeedError } from '@/lib/currency/errors';
import { missingCodes } from '@/lib/currency/feed';
import { fetchFeed } from '@/lib/currency/feed-client';
import type { FetchFunction } from '@/lib/fetch/fetch-json';
import { RATES_SNAPSHOT } from '@/lib/currency/snapshot.data';
import type { CurrencyRates, FeedRates, RatesSnapshot } from '@/lib/currency/types';

/** How long live rates are kept before the feed is asked again. */
export const RATES_TTL_MS = 24 * 60 * 60 * 1000;
/** How long the snapshot answers after a failure before the feed is tried again. */
export const RETRY_AFTER_FAILURE_MS = 10 * 60 * 1000;

export interface RatesLogger {
  warn(message: string, context: Record<string, unknown>): void;
  error(message: string, context: Record<string, unknown>): void;
}

/** Where several processes share the rates they fetched (Redis); optional. */
export interface SharedRatesStore {
  get(): Promise<{ readonly rates: CurrencyRates; readonly expiresAt: number } | undefined>;
  set(entry: { readonly rates: CurrencyRates; readonly expiresAt: number }): Promise<void>;
}

export interface RatesServiceDeps {
  readonly env: CurrencyRatesEnv;
  readonly fetch: FetchFunction;
  /** Milliseconds clock; injectable so tests need not wait a day. */
  readonly now: () => number;
  readonly snapshot: RatesSnapshot;
  readonly logger: RatesLogger;
  /** Rates another process already fetched are used before the feed is asked. */
  readonly shared: SharedRatesStore | undefined;
}

/** Rates and how much longer this process will keep serving them, for cache headers. */
export interface RatesLookup {
  readonly rates: CurrencyRates;
  readonly expiresInMs: number;
}

/** The answer made of the snapshot alone. */
export function snapshotRates(snapshot: RatesSnapshot = RATES_SNAPSHOT): CurrencyRates {
  return {
    base: BASE_CURRENCY,
    rates: { ...snapshot.rates },
    lastUpdated: dayStartSeconds(snapshot.date),
    source: 'snapshot',
  };
}

/** The answer made of a feed answer, with the codes it lacks taken from the snapshot. */
function liveRates(feed: FeedRates, snapshot: RatesSnapshot = RATES_SNAPSHOT): CurrencyRates {
  const rates = Object.fromEntries(CURRENCY_CODES.map((code) => [code, feed.rates[code] ?? snapshot.rates[code]])) as Record<
    CurrencyCode,
    number
  >;
  return {
    base: BASE_CURRENCY,
    rates,
    lastUpdated: dayStartSeconds(feed.date),
    source: missingCodes(feed).length === 0 ? 'live' : 'live+snapshot',
  };
}

export class CurrencyRatesService {
  private readonly deps: RatesServiceDeps;
  private cached: { readonly rates: CurrencyRates; readonly expiresAt: number } | undefined;
  private lastLive: CurrencyRates | undefined;
  private pending: Promise<RatesLookup> | undefined;

  constructor(overrides: Partial<RatesServiceDeps> = {}) {
    this.deps = {
      env: overrides.env ?? {},
      fetch: overrides.fetch ?? ((input, init) => fetch(input, init)),
      now: overrides.now ?? Date.now,
      snapshot: overrides.snapshot ?? RATES_SNAPSHOT,
      logger: overrides.logger ?? console,
      shared: overrides.shared,
    };
  }

  /** The rates to serve now; never rejects (the snapshot always answers). */
  current(): Promise<RatesLookup> {
    const now = this.deps.now();
    if (this.cached !== undefined && now < this.cached.expiresAt) {
      return Promise.resolve({ rates: this.cached.rates, expiresInMs: this.cached.expiresAt - now });
    }
    this.pending ??= this.refresh().finally(() => {
      this.pending = undefined;
    });
    return this.pending;
  }

  private async refresh(): Promise<RatesLookup> {
    const shared = await this.deps.shared?.get().catch(() => undefined);
    const now = this.deps.now();
    if (shared !== undefined && now < shared.expiresAt) {
      this.cached = shared;
      if (shared.rates.source !== 'snapshot') this.lastLive = shared.rates;
      return { rates: shared.rates, expiresInMs: shared.expiresAt - now };
    }
    let rates: CurrencyRates;
    let keepMs: number;
    try {
      const outcome = await fetchFeed(readCurrencyRatesConfig(this.deps.env), this.deps.fetch);
      if (outcome.ok) {
        rates = liveRates(outcome.feed, this.deps.snapshot);
        keepMs = RATES_TTL_MS;
        this.lastLive = rates;
        this.logOutcome(rates, outcome.feed, outcome.url, outcome.failures);
      } else {
        rates = this.fallback();
        keepMs = RETRY_AFTER_FAILURE_MS;
        this.deps.logger.error('[currency-rates] feed unusable; serving fallback rates', {
          source: rates.source,
          failures: outcome.failures.map(describe),
        });
      }
    } catch (error) {
      rates = this.fallback();
      keepMs = RETRY_AFTER_FAILURE_MS;
      this.deps.logger.error('[currency-rates] could not ask the feed; serving fallback rates', {
        source: rates.source,
        error: describe(error),
      });
    }
    // Timed from the end of the call: a slow feed must not shorten the back-off.
    this.cached = { rates, expiresAt: this.deps.now() + keepMs };
    await this.deps.shared?.set(this.cached).catch(() => undefined);
    return { rates, expiresInMs: keepMs };
  }

  private fallback(): CurrencyRates {
    const snapshot = snapshotRates(this.deps.snapshot);
    return this.lastLive !== undefined && this.lastLive.lastUpdated > snapshot.lastUpdated ? this.lastLive : snapshot;
  }

  private logOutcome(rates: CurrencyRates, feed: FeedRates, url: string, failures: readonly CurrencyFeedError[]): void {
    if (failures.length > 0) {
      this.deps.logger.warn('[currency-rates] feed answered from a fallback URL', { url, failures: failures.map(describe) });
    }
    if (rates.source === 'live+snapshot') {
      this.deps.logger.warn('[currency-rates] feed lacks some codes; filled from the snapshot', {
        url,
        date: feed.date,
        missing: missingCodes(feed),
        snapshotDate: this.deps.snapshot.date,
      });
    }
  }
}

function describe(error: unknown): Record<string, unknown> {
  if (error instanceof CurrencyFeedError) {
    return {
      code: error.code,
      url: error.url,
      status: error.status,
      cause: error.cause instanceof Error ? error.cause.message : error.cause,
    };
  }
  return { message: error instanceof Error ? error.message : String(error) };
}
