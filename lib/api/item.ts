/**
 * One conversion from its parameters: what GET /api/convert answers for its query string, and what
 * a batch answers for each of its items. The one place a conversion is read, validated and made, so
 * every parameter GET learns, batch items and the MCP tools learn too.
 */
import type { Rates } from '@/lib/units';
import { API_ERROR_CATALOGUE, API_MESSAGES } from './catalogue';
import { currencyCacheControl } from '@/lib/currency/cache-control';
import { CLIENT_ERROR_CACHE, DEFINED_CACHE, DEFINED_ERROR_CACHE, DETERMINISTIC_CACHE, NO_STORE } from './cache-control';
import type { ConvertOutcome } from './convert';
import { failure, readConvertQuery, type ApiFailure } from './query';
import { convertQuickReading, readQuickQuery, readQuickReading } from './quick';
import { quickApiMessage } from './quick-messages';
import { DEFINE_PARAMETER, type ConvertItem, type ConvertQuery, type ConvertSuccessBody, type QuickSuccessBody } from './schemas';

export interface ItemAnswer {
  /** The HTTP status GET would answer with. */
  readonly status: number;
  readonly cacheControl: string;
  /** The answer depends on nothing but the query: every category's but currency's (its rates change). */
  readonly deterministic: boolean;
  /** The request defined units (`define`): what it made up is kept by no server cache, whatever the answer. */
  readonly invented?: true;
  readonly outcome:
    { readonly ok: true; readonly body: ConvertSuccessBody | QuickSuccessBody } | { readonly ok: false; readonly failure: ApiFailure };
}

export interface ItemContext {
  /** Today's rates; called only for currency items (a batch asks once and shares the answer). */
  readonly rates: () => Promise<{ readonly rates: Rates; readonly lastUpdated: number }>;
  readonly convert: (query: ConvertQuery, rates?: Rates) => ConvertOutcome;
  readonly now: () => number;
  readonly onRatesError: (error: unknown) => void;
}

const statusOf = (fault: ApiFailure): number => API_ERROR_CATALOGUE[fault.code].status;

type Priced =
  { readonly ok: true; readonly rates?: Rates; readonly cacheControl: string } | { readonly ok: false; readonly answer: ItemAnswer };

/** What every conversion but currency is priced at: no rates, kept long. */
const UNPRICED: Priced = { ok: true, cacheControl: DETERMINISTIC_CACHE };

/** Today's rates for a currency conversion (and how long its answer may be kept); none for others. */
async function pricing(category: string, context: ItemContext): Promise<Priced> {
  if (category !== 'currency') return UNPRICED;
  try {
    const current = await context.rates();
    return { ok: true, rates: current.rates, cacheControl: currencyCacheControl(current.lastUpdated, context.now()) };
  } catch (error) {
    context.onRatesError(error);
    const answer: ItemAnswer = {
      status: 500,
      cacheControl: NO_STORE,
      deterministic: false,
      outcome: { ok: false, failure: failure('CONVERSION_ERROR', API_MESSAGES.RATES_UNAVAILABLE) },
    };
    return { ok: false, answer };
  }
}

const refused = (fault: ApiFailure, deterministic = true): ItemAnswer => ({
  status: statusOf(fault),
  cacheControl: CLIENT_ERROR_CACHE,
  deterministic,
  outcome: { ok: false, failure: fault },
});

/** A typed query (q, lang): read the text, then convert like the structured form. */
async function convertTyped(params: URLSearchParams, context: ItemContext): Promise<ItemAnswer> {
  const query = readQuickQuery(params.toString());
  if (!query.ok) return refused(query.failure);
  // The typed reader knows only the catalogue's words: definitions would be silently left out.
  if (params.has(DEFINE_PARAMETER)) return refused(failure('INVALID_DEFINITION', quickApiMessage('DEFINE_WITH_Q', query.query.lang)));
  const read = readQuickReading(query.query);
  if (!read.ok) return refused(read.failure);
  const priced = await pricing(read.reading.category, context);
  if (!priced.ok) return priced.answer;
  const outcome = convertQuickReading(query.query, read.reading, priced.rates);
  const deterministic = read.reading.category !== 'currency';
  return outcome.ok ? { status: 200, cacheControl: priced.cacheControl, deterministic, outcome } : refused(outcome.failure, deterministic);
}

/** An answer to a request with `define`: for the caller's own cache only (lib/api/cache-control.ts). */
function invented(answer: ItemAnswer): ItemAnswer {
  const cacheControl = answer.cacheControl === NO_STORE ? NO_STORE : answer.status === 200 ? DEFINED_CACHE : DEFINED_ERROR_CACHE;
  return { ...answer, cacheControl, invented: true };
}

export async function convertParams(params: URLSearchParams, context: ItemContext): Promise<ItemAnswer> {
  const answer = await answerParams(params, context);
  return params.has(DEFINE_PARAMETER) ? invented(answer) : answer;
}

async function answerParams(params: URLSearchParams, context: ItemContext): Promise<ItemAnswer> {
  if (params.has('q')) return convertTyped(params, context);
  const read = readConvertQuery(params);
  if (!read.ok) return refused(read.failure);
  // Only currency waits for anything: the rest is answered without a turn of the promise queue.
  const deterministic = read.query.category !== 'currency';
  const priced = deterministic ? UNPRICED : await pricing(read.query.category, context);
  if (!priced.ok) return priced.answer;
  const outcome = context.convert(read.query, priced.rates);
  return outcome.ok ? { status: 200, cacheControl: priced.cacheControl, deterministic, outcome } : refused(outcome.failure, deterministic);
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
