/**
 * The public API as one framework-free function: request (route, method, query string, headers,
 * caller address) in; status, headers and JSON body out. The node:http front (server.ts), the bare
 * benchmark server and the Next route handlers all call it, so there is one implementation.
 *
 * Order: preflight → method → /api/status → API_ENABLED → fair-use budget → query → conversion.
 * A batch (POST) reads its body first, then counts one per item (a refused body counts one).
 * Bad requests count against the budget too, or flooding with them would be free.
 */
import { LRUCache } from 'lru-cache';
import type { Rates } from '@/lib/units';
import { fillTemplate } from '@/lib/format/template';
import { API_ERROR_CATALOGUE, API_MESSAGES, echo, MAX_BATCH_BYTES, type ApiCatalogueCode } from './catalogue';
import { isJsonContentType, readBatch, unsupportedMediaType } from './batch';
import type { BodyRead } from './body';
import { NO_STORE, PREFLIGHT_CACHE, STATUS_CACHE } from './cache-control';
import { createDoorkeeper } from './doorkeeper';
import type { ApiConfig } from './config';
import { convertQuery, type ConvertOutcome } from './convert';
import { ALLOW, jsonHeaders, preflightHeaders, rateLimitHeaders, STATUS_ALLOW } from './headers';
import { clientIpOf, rateLimitBucketOf, type TrustProxy } from './client-ip';
import { validKeyHash } from './keys';
import { convertParams, itemParams, type ItemAnswer, type ItemContext } from './item';
import { failure, type ApiFailure } from './query';
import { mapInSlices } from './slices';
import type { ApiRateLimiter, Caller } from './rate-limit';
import type { ApiBody, ApiErrorBody, ConvertQuery } from './schemas';

export type ApiRoute = 'convert' | 'status';

interface ApiRequest {
  readonly route: ApiRoute;
  readonly method: string;
  /** The query string, with or without its leading "?". */
  readonly query: string;
  /** A request header by lower-case name. */
  readonly header: (name: string) => string | undefined;
  /**
   * The TCP peer's address, or undefined where the platform hides the socket (Next route
   * handlers): then the nearest X-Forwarded-For entry, which the platform's proxy wrote, is used.
   */
  readonly socketAddress: string | undefined;
  /** The body, read up to `limit` bytes (POST); absent where the request has none. */
  readonly readBody?: (limit: number) => Promise<BodyRead>;
}

export interface ApiAnswer {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  /** Absent for the 204 preflight answer. */
  readonly body?: ApiBody;
  /** The body already written as JSON, where it was kept from an earlier answer (serialiseBody). */
  readonly json?: string;
}

/** Today's rates, relative to USD; `lastUpdated` in seconds since the epoch. */
export type RatesProvider = () => Promise<{ readonly rates: Rates; readonly lastUpdated: number }>;

interface ApiLogger {
  error(message: string, context: Record<string, unknown>): void;
}

export interface ApiHandlerDeps {
  readonly config: ApiConfig;
  readonly limiter: ApiRateLimiter;
  readonly ratesProvider: RatesProvider;
  readonly now?: () => number;
  readonly logger?: ApiLogger;
  /** The conversion step; replaceable so tests can make it fail like a real internal fault. */
  readonly convert?: (query: ConvertQuery, rates?: Rates) => ConvertOutcome;
}

export type ApiHandler = (request: ApiRequest) => Promise<ApiAnswer>;

/** The error body of a failure: `{ok: false, error, message[, validOptions]}`. */
function errorBody(fault: ApiFailure): ApiErrorBody {
  return fault.validOptions === undefined
    ? { ok: false, error: fault.code, message: fault.message }
    : { ok: false, error: fault.code, message: fault.message, validOptions: [...fault.validOptions] };
}

export function errorAnswer(
  fault: ApiFailure,
  cacheControl: string = NO_STORE,
  extraHeaders: Readonly<Record<string, string>> = {},
): ApiAnswer {
  const body = errorBody(fault);
  return { status: API_ERROR_CATALOGUE[fault.code].status, headers: { ...jsonHeaders(cacheControl), ...extraHeaders }, body };
}

function simpleError(code: ApiCatalogueCode, message: string, extraHeaders?: Readonly<Record<string, string>>): ApiAnswer {
  return errorAnswer(failure(code, message), NO_STORE, extraHeaders);
}

/** Whose budget a request counts against: a valid key's, else its address bucket's. */
export function callerOf(request: CallerRequest, config: ApiConfig): Caller {
  const keyHash = validKeyHash(request.header('x-api-key'), config.keyHashes);
  if (keyHash !== undefined) return { tier: 'keyed', id: keyHash };
  // Without a socket (Next's route handlers) the last X-Forwarded-For entry is the one Next wrote.
  const trust: TrustProxy =
    request.socketAddress === undefined ? (address, hop) => hop === 0 || config.trustProxy(address, hop) : config.trustProxy;
  const ip = clientIpOf(request.socketAddress, request.header('x-forwarded-for'), trust);
  return { tier: 'anonymous', id: rateLimitBucketOf(ip) };
}

/** Who is asking, as the fair-use budget sees it: their headers and address. */
export type CallerRequest = Pick<ApiRequest, 'header' | 'socketAddress'>;

interface BudgetCharge {
  readonly headers: Record<string, string>;
  /** The 429 answer when the budget is used up. */
  readonly refusal?: ApiAnswer;
}

/** Counts `points` against the caller's budget: the RateLimit-* headers, or the 429 answer. */
export type Budget = (request: CallerRequest, points: number) => Promise<BudgetCharge>;

export function createBudget(config: ApiConfig, limiter: ApiRateLimiter): Budget {
  return async (request, points) => {
    const decision = await limiter.consume(callerOf(request, config), points);
    const headers = rateLimitHeaders(decision);
    if (decision.allowed) return { headers };
    const message = fillTemplate(API_MESSAGES.RATE_LIMITED, {
      limit: decision.limit,
      window: decision.windowSeconds,
      tier: decision.tier,
      retry: decision.resetSeconds,
    });
    return { headers, refusal: simpleError('RATE_LIMITED', message, headers) };
  };
}

/**
 * GET answers kept by query string. An answer that depends on nothing but its query (every
 * category's but currency's, whose rates change) is kept from the second time its query is asked
 * (./doorkeeper.ts) and sent from memory after that: widgets and pages ask for the same few
 * conversions over and over. The fair-use count is taken for every request.
 */
const KEPT_ANSWERS = 1_000;
/** Longer query strings are not worth a place (the longest valid ones are typed sentences). */
const MAX_KEPT_QUERY = 256;
const KEPT_FOR_MS = 60 * 60 * 1000;
/** Query strings remembered as asked (by hash) for the second asking. */
const DOORKEEPER_SLOTS = 8_192;

/** An answer as kept: its body made and written as JSON once. */
interface KeptAnswer {
  readonly status: number;
  readonly cacheControl: string;
  readonly body: ApiBody;
  readonly json: string;
}

const bodyOf = (item: ItemAnswer): ApiBody => (item.outcome.ok ? item.outcome.body : errorBody(item.outcome.failure));

export function createApiHandler(deps: ApiHandlerDeps): ApiHandler {
  const { config, limiter, ratesProvider, now = Date.now, logger = console, convert = convertQuery } = deps;
  // ttlResolution 0: every expiry check reads `now`, so an injected clock is obeyed at once.
  const kept = new LRUCache<string, KeptAnswer>({ max: KEPT_ANSWERS, ttl: KEPT_FOR_MS, perf: { now }, ttlResolution: 0 });
  const askedBefore = createDoorkeeper(DOORKEEPER_SLOTS);

  /** The rates asked for once per request, whatever number of currency items it holds. */
  function itemContext(): ItemContext {
    let pending: ReturnType<RatesProvider> | undefined;
    return {
      rates: () => (pending ??= ratesProvider()),
      convert,
      now,
      onRatesError: (error) => logger.error('[api] currency rates unavailable', { error: String(error) }),
    };
  }

  const budgetFor = createBudget(config, limiter);

  async function answerConvert(request: ApiRequest): Promise<ApiAnswer> {
    if (!config.enabled) return simpleError('API_DISABLED', API_MESSAGES.API_DISABLED);
    const budget = await budgetFor(request, 1);
    if (budget.refusal !== undefined) return budget.refusal;
    const { status, cacheControl, body, json } = kept.get(request.query) ?? (await keepAnswer(request.query));
    return { status, headers: Object.assign(jsonHeaders(cacheControl), budget.headers), body, json };
  }

  async function keepAnswer(query: string): Promise<KeptAnswer> {
    const item = await convertParams(new URLSearchParams(query), itemContext());
    const body = bodyOf(item);
    const answer = { status: item.status, cacheControl: item.cacheControl, body, json: JSON.stringify(body) };
    // Nothing a request made up is kept, nor its query remembered: answers with `define` are made every time.
    if (query.length <= MAX_KEPT_QUERY && item.deterministic && item.invented === undefined && askedBefore(query)) kept.set(query, answer);
    return answer;
  }

  /** POST: the batch. A refused body counts as one request, a batch as one per item. */
  async function answerBatch(request: ApiRequest): Promise<ApiAnswer> {
    if (!config.enabled) return simpleError('API_DISABLED', API_MESSAGES.API_DISABLED);
    const contentType = request.header('content-type');
    const read = !isJsonContentType(contentType)
      ? ({ ok: false, failure: unsupportedMediaType(contentType) } as const)
      : request.readBody === undefined
        ? readBatch({ ok: true, text: '' })
        : readBatch(await request.readBody(MAX_BATCH_BYTES));
    const budget = await budgetFor(request, read.ok ? read.items.length : 1);
    if (budget.refusal !== undefined) return budget.refusal;
    if (!read.ok) {
      const closing: Record<string, string> = read.failure.code === 'PAYLOAD_TOO_LARGE' ? { Connection: 'close' } : {};
      return errorAnswer(read.failure, NO_STORE, { ...budget.headers, ...closing });
    }
    const context = itemContext();
    // In slices that give way, so one large batch never holds up the requests behind it.
    const results = await mapInSlices(read.items, async (item) => {
      const answer = await convertParams(itemParams(item), context);
      return answer.outcome.ok ? answer.outcome.body : errorBody(answer.outcome.failure);
    });
    return { status: 200, headers: { ...jsonHeaders(NO_STORE), ...budget.headers }, body: { ok: true, results } };
  }

  return async function handleApiRequest(request) {
    const method = request.method.toUpperCase();
    const allow = request.route === 'status' ? STATUS_ALLOW : ALLOW;
    if (method === 'OPTIONS') return { status: 204, headers: preflightHeaders(PREFLIGHT_CACHE, allow) };
    const post = method === 'POST' && request.route === 'convert';
    if (method !== 'GET' && method !== 'HEAD' && !post) {
      const message = fillTemplate(API_MESSAGES.METHOD_NOT_ALLOWED, { method: echo(request.method), allowed: allow });
      return simpleError('METHOD_NOT_ALLOWED', message, { Allow: allow });
    }
    if (request.route === 'status') {
      return { status: 200, headers: jsonHeaders(STATUS_CACHE), body: { enabled: config.enabled } };
    }
    try {
      return await (post ? answerBatch(request) : answerConvert(request));
    } catch (error) {
      // Only a fault of ours gets here: bad input has been answered with a 4xx above.
      logger.error('[api] conversion failed', {
        query: request.query.slice(0, 200),
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      });
      return simpleError('CONVERSION_ERROR', API_MESSAGES.CONVERSION_ERROR);
    }
  };
}

/** The body as sent: JSON text, or undefined for the bodiless preflight answer. */
export function serialiseBody(answer: ApiAnswer): string | undefined {
  return answer.body === undefined ? undefined : (answer.json ?? JSON.stringify(answer.body));
}
