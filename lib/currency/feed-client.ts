/** Calls to the rates feed: each URL in turn, each with the time-out, every failure typed. */
import type { CurrencyRatesConfig } from '@/lib/currency/config';
import { CurrencyFeedError } from '@/lib/currency/errors';
import { feedSchema } from '@/lib/currency/feed';
import type { FeedRates } from '@/lib/currency/types';
import { requestJson, type FetchFunction } from '@/lib/fetch/fetch-json';

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
  const outcome = await requestJson(url, { timeoutMs, fetch: fetchFunction });
  if (!outcome.ok) {
    // Nothing here cancels the request, so ABORTED cannot happen; it would mean no answer came.
    const code = outcome.kind === 'ABORTED' ? 'NETWORK' : outcome.kind;
    throw new CurrencyFeedError(code, url, { status: outcome.status, cause: outcome.cause });
  }
  const feed = feedSchema.safeParse(outcome.body);
  if (!feed.success) throw new CurrencyFeedError('SCHEMA_MISMATCH', url, { cause: feed.error });
  return feed.data;
}
