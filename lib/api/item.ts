/**
 * One conversion from its parameters: what GET /api/convert answers for its query string, and what
 * a batch answers for each of its items. The one place a conversion is read, validated and made, so
 * every parameter GET learns, batch items and the MCP tools learn too.
 */
import type { Rates } from '@/lib/units';
import { API_ERROR_CATALOGUE, API_MESSAGES } from './catalogue';
import { currencyCacheControl } from '@/lib/currency/cache-control';
import { CLIENT_ERROR_CACHE, DETERMINISTIC_CACHE, NO_STORE } from './cache-control';
import type { ConvertOutcome } from './convert';
import { failure, readConvertQuery, type ApiFailure } from './query';
import type { ConvertItem, ConvertQuery, ConvertSuccessBody } from './schemas';

export interface ItemAnswer {
  /** The HTTP status GET would answer with. */
  readonly status: number;
  readonly cacheControl: string;
  readonly outcome: { readonly ok: true; readonly body: ConvertSuccessBody } | { readonly ok: false; readonly failure: ApiFailure };
}

export interface ItemContext {
  /** Today's rates; called only for currency items (a batch asks once and shares the answer). */
  readonly rates: () => Promise<{ readonly rates: Rates; readonly lastUpdated: number }>;
  readonly convert: (query: ConvertQuery, rates?: Rates) => ConvertOutcome;
  readonly now: () => number;
  readonly onRatesError: (error: unknown) => void;
}

const statusOf = (fault: ApiFailure): number => API_ERROR_CATALOGUE[fault.code].status;

export async function convertParams(params: URLSearchParams, context: ItemContext): Promise<ItemAnswer> {
  const read = readConvertQuery(params);
  if (!read.ok) return { status: statusOf(read.failure), cacheControl: CLIENT_ERROR_CACHE, outcome: read };
  let rates: Rates | undefined;
  let cacheControl = DETERMINISTIC_CACHE;
  if (read.query.category === 'currency') {
    try {
      const current = await context.rates();
      rates = current.rates;
      cacheControl = currencyCacheControl(current.lastUpdated, context.now());
    } catch (error) {
      context.onRatesError(error);
      return { status: 500, cacheControl: NO_STORE, outcome: { ok: false, failure: failure('CONVERSION_ERROR', API_MESSAGES.RATES_UNAVAILABLE) } };
    }
  }
  const outcome = context.convert(read.query, rates);
  return outcome.ok ? { status: 200, cacheControl, outcome } : { status: statusOf(outcome.failure), cacheControl: CLIENT_ERROR_CACHE, outcome };
}

/** A batch item (JSON) as the query parameters GET would have been given. */
export function itemParams(item: ConvertItem): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, given] of Object.entries(item)) {
    for (const value of Array.isArray(given) ? given : [given]) {
      if (value !== null && value !== undefined) params.append(name, String(value));
    }
  }
  return params;
}
