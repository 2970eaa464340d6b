/**
 * The public API as one framework-free function: request (route, method, query string, headers,
 * caller address) in; status, headers and JSON body out. The node:http front (server.ts), the bare
 * benchmark server and the Next route handlers all call it, so there is one implementation.
 *
 * Order: preflight → method → /api/status → API_ENABLED → fair-use budget → query → conversion.
 * Bad requests count against the budget too, or flooding with them would be free.
 */
import type { Rates } from '@/lib/units';
import { API_ERROR_CATALOGUE, API_MESSAGES, echo, fillMessage, type ApiCatalogueCode } from './catalogue';
import { currencyCacheControl } from '@/lib/currency/cache-control';
import {
  CLIENT_ERROR_CACHE,
  DETERMINISTIC_CACHE,
  NO_STORE,
  PREFLIGHT_CACHE,
  STATUS_CACHE,
} from './cache-control';
import type { ApiConfig } from './config';
import { convertQuery, type ConvertOutcome } from './convert';
import { ALLOW, jsonHeaders, preflightHeaders, rateLimitHeaders } from './headers';
import { clientIpOf, rateLimitBucketOf } from './client-ip';
import { validKeyHash } from './keys';
import { failure, readConvertQuery, type ApiFailure } from './query';
import { convertQuickReading, isQuickQuery, readQuickQuery, readQuickReading } from './quick';
import type { ApiRateLimiter, Caller } from './rate-limit';
import type { ApiBody, ApiErrorBody, ConvertQuery } from './schemas';

export type ApiRoute = 'convert' | 'status';

export interface ApiRequest {
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
}

export interface ApiAnswer {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  /** Absent for the 204 preflight answer. */
  readonly body?: ApiBody;
}

/** Today's rates, relative to USD; `lastUpdated` in seconds since the epoch. */
export type RatesProvider = () => Promise<{ readonly rates: Rates; readonly lastUpdated: number }>;

export interface ApiLogger {
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

export function errorAnswer(
  fault: ApiFailure,
  cacheControl: string = NO_STORE,
  extraHeaders: Readonly<Record<string, string>> = {},
): ApiAnswer {
  const body: ApiErrorBody =
    fault.validOptions === undefined
      ? { ok: false, error: fault.code, message: fault.message }
      : { ok: false, error: fault.code, message: fault.message, validOptions: [...fault.validOptions] };
  return { status: API_ERROR_CATALOGUE[fault.code].status, headers: { ...jsonHeaders(cacheControl), ...extraHeaders }, body };
}

function simpleError(code: ApiCatalogueCode, message: string, extraHeaders?: Readonly<Record<string, string>>): ApiAnswer {
  return errorAnswer(failure(code, message), NO_STORE, extraHeaders);
}

function callerOf(request: ApiRequest, config: ApiConfig): Caller {
  const keyHash = validKeyHash(request.header('x-api-key'), config.keyHashes);
  if (keyHash !== undefined) return { tier: 'keyed', id: keyHash };
  const hops = request.socketAddress === undefined ? Math.max(1, config.trustProxyHops) : config.trustProxyHops;
  const ip = clientIpOf(request.socketAddress, request.header('x-forwarded-for'), hops);
  return { tier: 'anonymous', id: rateLimitBucketOf(ip) };
}

export function createApiHandler(deps: ApiHandlerDeps): ApiHandler {
  const { config, limiter, ratesProvider, now = Date.now, logger = console, convert = convertQuery } = deps;

  async function answerConvert(request: ApiRequest): Promise<ApiAnswer> {
    if (!config.enabled) return simpleError('API_DISABLED', API_MESSAGES.API_DISABLED);
    const decision = await limiter.consume(callerOf(request, config));
    const budget = rateLimitHeaders(decision);
    if (!decision.allowed) {
      const message = fillMessage(API_MESSAGES.RATE_LIMITED, {
        limit: decision.limit,
        window: decision.windowSeconds,
        tier: decision.tier,
        retry: decision.resetSeconds,
      });
      return simpleError('RATE_LIMITED', message, budget);
    }
    if (isQuickQuery(request.query)) return answerQuick(request.query, budget);
    const read = readConvertQuery(request.query);
    if (!read.ok) return errorAnswer(read.failure, CLIENT_ERROR_CACHE, budget);

    const priced = read.query.category === 'currency' ? await currentRates(budget) : undefined;
    if (priced !== undefined && !priced.ok) return priced.answer;
    const outcome = convert(read.query, priced?.rates);
    if (!outcome.ok) return errorAnswer(outcome.failure, CLIENT_ERROR_CACHE, budget);
    return { status: 200, headers: { ...jsonHeaders(priced?.cacheControl ?? DETERMINISTIC_CACHE), ...budget }, body: outcome.body };
  }

  type Priced = { ok: true; rates: Rates; cacheControl: string } | { ok: false; answer: ApiAnswer };

  async function currentRates(budget: Readonly<Record<string, string>>): Promise<Priced> {
    try {
      const current = await ratesProvider();
      return { ok: true, rates: current.rates, cacheControl: currencyCacheControl(current.lastUpdated, now()) };
    } catch (error) {
      logger.error('[api] currency rates unavailable', { error: String(error) });
      return { ok: false, answer: simpleError('CONVERSION_ERROR', API_MESSAGES.RATES_UNAVAILABLE, budget) };
    }
  }

  /** GET /api/convert?q=…: read the text, then convert like the structured form. */
  async function answerQuick(search: string, budget: Readonly<Record<string, string>>): Promise<ApiAnswer> {
    const query = readQuickQuery(search);
    if (!query.ok) return errorAnswer(query.failure, CLIENT_ERROR_CACHE, budget);
    const read = readQuickReading(query.query);
    if (!read.ok) return errorAnswer(read.failure, CLIENT_ERROR_CACHE, budget);
    const priced = read.reading.category === 'currency' ? await currentRates(budget) : undefined;
    if (priced !== undefined && !priced.ok) return priced.answer;
    const outcome = convertQuickReading(query.query, read.reading, priced?.rates);
    if (!outcome.ok) return errorAnswer(outcome.failure, CLIENT_ERROR_CACHE, budget);
    return { status: 200, headers: { ...jsonHeaders(priced?.cacheControl ?? DETERMINISTIC_CACHE), ...budget }, body: outcome.body };
  }

  return async function handleApiRequest(request) {
    const method = request.method.toUpperCase();
    if (method === 'OPTIONS') return { status: 204, headers: preflightHeaders(PREFLIGHT_CACHE) };
    if (method !== 'GET' && method !== 'HEAD') {
      const message = fillMessage(API_MESSAGES.METHOD_NOT_ALLOWED, { method: echo(request.method) });
      return simpleError('METHOD_NOT_ALLOWED', message, { Allow: ALLOW });
    }
    if (request.route === 'status') {
      return { status: 200, headers: jsonHeaders(STATUS_CACHE), body: { enabled: config.enabled } };
    }
    try {
      return await answerConvert(request);
    } catch (error) {
      // Only a fault of ours gets here: bad input has been answered with a 400 above.
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
  return answer.body === undefined ? undefined : JSON.stringify(answer.body);
}
