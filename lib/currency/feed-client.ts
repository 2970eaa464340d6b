/** Calls to the rates feed: each URL in turn, each with the time-out, every failure typed. */
import type { CurrencyRatesConfig } from '@/lib/currency/config';
import { CurrencyFeedError } from '@/lib/currency/errors';
import { feedSchema } from '@/lib/currency/feed';
import type { FeedRates } from '@/lib/currency/types';

export type FetchFunction = (input: string, init?: RequestInit) => Promise<Response>;

export type FeedOutcome =
  | {
      readonly ok: true;
      readonly url: string;
      readonly feed: FeedRates;
      /** The URLs tried before, and why each failed. */
      readonly failures: readonly CurrencyFeedError[];
    }
  | { readonly ok: false; readonly failures: readonly CurrencyFeedError[] };

/** Asks the configured URLs in order and answers with the first usable feed, or every failure. */
export async function fetchFeed(config: CurrencyRatesConfig, fetchFunction: FetchFunction): Promise<FeedOutcome> {
  const failures: CurrencyFeedError[] = [];
  for (const url of config.urls) {
    try {
      const feed = await fetchFeedFrom(url, config.timeoutMs, fetchFunction);
      return { ok: true, url, feed, failures };
    } catch (error) {
      if (!(error instanceof CurrencyFeedError)) throw error;
      failures.push(error);
    }
  }
  return { ok: false, failures };
}

/**
 * One URL. Rejects with CurrencyFeedError: TIMEOUT when the answer, body included, takes longer
 * than `timeoutMs`; NETWORK, HTTP_STATUS, MALFORMED_JSON or SCHEMA_MISMATCH otherwise.
 */
export async function fetchFeedFrom(url: string, timeoutMs: number, fetchFunction: FetchFunction): Promise<FeedRates> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const text = await fetchText(url, fetchFunction, controller);
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (cause) {
      throw new CurrencyFeedError('MALFORMED_JSON', url, { cause });
    }
    const feed = feedSchema.safeParse(json);
    if (!feed.success) throw new CurrencyFeedError('SCHEMA_MISMATCH', url, { cause: feed.error });
    return feed.data;
  } finally {
    clearTimeout(timer);
  }
}

async function fetchText(url: string, fetchFunction: FetchFunction, controller: AbortController): Promise<string> {
  try {
    const response = await fetchFunction(url, {
      headers: { Accept: 'application/json' },
      signal: controller.signal,
    });
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      throw new CurrencyFeedError('HTTP_STATUS', url, { status: response.status });
    }
    return await response.text();
  } catch (error) {
    if (error instanceof CurrencyFeedError) throw error;
    if (controller.signal.aborted) throw new CurrencyFeedError('TIMEOUT', url, { cause: error });
    throw new CurrencyFeedError('NETWORK', url, { cause: error });
  }
}
