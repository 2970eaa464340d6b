/**
 * POST /api/food-search, framework-free: body and environment in, status and JSON body out.
 *
 * Order: the built-in table first; when it has nothing, Open Food Facts in the request's
 * language, and for a non-English miss once more in English. Open Food Facts answers are cached per
 * (language, term), misses included. Failures never reach the page as errors: they are logged and
 * answered as an empty list with a `warning` code the page turns into its messages.
 */
import { LRUCache } from 'lru-cache';
import { readFoodSearchConfig, type FoodSearchConfig, type FoodSearchEnv } from '@/lib/food-search/config';
import { FOOD_DATABASE_RATE_LIMITED_MESSAGE, FoodDatabaseError, INVALID_JSON_MESSAGE } from '@/lib/food-search/errors';
import { searchOpenFoodFacts } from '@/lib/food-search/off-client';
import { CircuitBreaker } from '@/lib/server/circuit-breaker';
import { sharedFoodSearchState } from '@/lib/server/shared-food-search';
import { OPEN_FOOD_FACTS_SEARCH_LIMIT, SlidingWindowLimiter } from '@/lib/food-search/rate-limiter';
import { foodSearchRequestSchema, lookupTerm } from '@/lib/food-search/request';
import { invalidRequest, type FoodSearchHttpAnswer, type FoodSearchSuccess } from '@/lib/food-search/response';
import { searchFoods } from '@/lib/nutrition/search';
import type { FoodLanguage, FoodSearchResult } from '@/lib/nutrition/types';

/** How many built-in foods one answer lists. */
export const LOCAL_RESULT_LIMIT = 10;
export const OFF_CACHE_OPTIONS = { maxEntries: 500, ttlMs: 6 * 60 * 60 * 1000 } as const;
/** After this many failed Open Food Facts calls in a row, stop asking it for OFF_BREAKER.openMs. */
const OFF_BREAKER = { failureThreshold: 3, openMs: 60_000 } as const;

import type { FoodSearchDeps } from './deps';

export type { FoodSearchDeps } from './deps';

/** Fresh dependencies; the ones not given share one clock. */
export function createFoodSearchDeps(overrides: Partial<FoodSearchDeps> = {}): FoodSearchDeps {
  const now = overrides.now ?? Date.now;
  return {
    fetch: overrides.fetch ?? ((input, init) => fetch(input, init)),
    now,
    limiter: overrides.limiter ?? new SlidingWindowLimiter({ ...OPEN_FOOD_FACTS_SEARCH_LIMIT, now }),
    // ttlResolution 0: every expiry check reads `now`, so an injected clock is obeyed at once.
    cache:
      overrides.cache ??
      new LRUCache<string, readonly FoodSearchResult[]>({
        max: OFF_CACHE_OPTIONS.maxEntries,
        ttl: OFF_CACHE_OPTIONS.ttlMs,
        perf: { now },
        ttlResolution: 0,
      }),
    breaker: overrides.breaker ?? new CircuitBreaker({ ...OFF_BREAKER, now }),
    logger: overrides.logger ?? console,
  };
}

// Kept on globalThis: the front and Next's route handlers are bundled separately but share a process.
const PROCESS_DEPS = Symbol.for('unitly.food-search.deps');
type WithDeps = typeof globalThis & { [PROCESS_DEPS]?: FoodSearchDeps };

// One limiter and one cache per server process: the limit is OFF's per client, not per request.
function processDeps(): FoodSearchDeps {
  const holder = globalThis as WithDeps;
  // With REDIS_URL the cache and the outbound limiter live in Redis, shared by every process.
  holder[PROCESS_DEPS] ??= createFoodSearchDeps(sharedFoodSearchState(OFF_CACHE_OPTIONS));
  return holder[PROCESS_DEPS];
}

export function invalidJsonAnswer(): FoodSearchHttpAnswer {
  return invalidRequest(INVALID_JSON_MESSAGE);
}

/**
 * Asked before each search that would go to Open Food Facts: whether the caller may still cause
 * one (their own share of the site's outbound limit). Without it every caller may.
 */
export type RemoteAllowance = () => Promise<boolean>;

const ALWAYS: RemoteAllowance = async () => true;

export async function handleFoodSearch(
  body: unknown,
  env: FoodSearchEnv,
  deps: FoodSearchDeps = processDeps(),
  allowRemote: RemoteAllowance = ALWAYS,
): Promise<FoodSearchHttpAnswer> {
  const request = foodSearchRequestSchema.safeParse(body);
  if (!request.success) {
    return invalidRequest(request.error.issues.map((issue) => issue.message).join('; '));
  }
  const language = request.data.languageCode;
  const term = lookupTerm(request.data.query);
  if (term === '') return { status: 200, body: { ok: true, results: [], source: 'local' } };

  const local = searchFoods(term, language, LOCAL_RESULT_LIMIT);
  if (local.length > 0) return { status: 200, body: { ok: true, results: local, source: 'local' } };

  return searchRemote(term, language, readFoodSearchConfig(env), deps, allowRemote);
}

type RemoteOutcome = { readonly kind: 'answered'; readonly results: readonly FoodSearchResult[] } | { readonly kind: 'rate-limited' };

async function searchRemote(
  term: string,
  language: FoodLanguage,
  config: FoodSearchConfig,
  deps: FoodSearchDeps,
  allowRemote: RemoteAllowance,
): Promise<FoodSearchHttpAnswer> {
  try {
    let outcome = await searchOnce(term, language, config, deps, allowRemote);
    if (outcome.kind === 'answered' && outcome.results.length === 0 && language !== 'en') {
      outcome = await searchOnce(term, 'en', config, deps, allowRemote);
      // The English answer is the whole answer for this language too.
      if (outcome.kind === 'answered') await deps.cache.set(cacheKey(language, term), outcome.results);
    }
    if (outcome.kind === 'rate-limited') {
      deps.logger.warn('[food-search] Open Food Facts limit reached; not calling it', { term, language });
      return ok([], { warning: 'RATE_LIMITED', message: FOOD_DATABASE_RATE_LIMITED_MESSAGE });
    }
    return ok(outcome.results);
  } catch (error) {
    if (!(error instanceof FoodDatabaseError)) throw error;
    deps.logger.error('[food-search] Open Food Facts search failed', {
      code: error.code,
      failure: error.failure,
      status: error.status,
      term,
      language,
      baseUrl: config.baseUrl,
      cause: error.cause instanceof Error ? error.cause.message : error.cause,
    });
    return ok([], { warning: error.code, message: error.message });
  }
}

function cacheKey(language: FoodLanguage, term: string): string {
  return `${language}:${term}`;
}

/** One language: from the cache, else from Open Food Facts if the limiter allows (then cached). */
async function searchOnce(
  term: string,
  language: FoodLanguage,
  config: FoodSearchConfig,
  deps: FoodSearchDeps,
  allowRemote: RemoteAllowance,
): Promise<RemoteOutcome> {
  const cached = await deps.cache.get(cacheKey(language, term));
  if (cached !== undefined) return { kind: 'answered', results: cached };
  // Open Food Facts failed repeatedly: answer at once rather than wait for another time-out.
  const circuitOpen = () => new FoodDatabaseError('UPSTREAM_ERROR', { failure: 'CIRCUIT_OPEN' });
  if (deps.breaker.state === 'open') throw circuitOpen();
  // The caller's own share first, so one caller's misses never use up the site's limit.
  if (!(await allowRemote())) return { kind: 'rate-limited' };
  if (!(await deps.limiter.tryAcquire())) return { kind: 'rate-limited' };
  // Half-open: only one trial call at a time.
  if (!deps.breaker.allows()) throw circuitOpen();
  let results: FoodSearchResult[];
  try {
    results = await searchOpenFoodFacts(term, language, config, deps.fetch);
  } catch (error) {
    deps.breaker.failed();
    throw error;
  }
  deps.breaker.succeeded();
  await deps.cache.set(cacheKey(language, term), results);
  return { kind: 'answered', results };
}

function ok(results: readonly FoodSearchResult[], extra: Pick<FoodSearchSuccess, 'warning' | 'message'> = {}): FoodSearchHttpAnswer {
  return { status: 200, body: { ok: true, results, source: 'open-food-facts', ...extra } };
}
