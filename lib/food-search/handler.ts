/**
 * POST /api/food-search, framework-free: body and environment in, status and JSON body out.
 *
 * Order: the built-in table first; when it has nothing, Open Food Facts in the request's
 * language, and for a non-English miss once more in English. Open Food Facts answers are cached per
 * (language, term), misses included. Failures never reach the page as errors: they are logged and
 * answered as an empty list with a `warning` code the page turns into its messages.
 */
import {
  readFoodSearchConfig,
  type FoodSearchConfig,
  type FoodSearchEnv,
} from '@/lib/food-search/config';
import {
  FOOD_DATABASE_RATE_LIMITED_MESSAGE,
  FoodDatabaseError,
  INVALID_JSON_MESSAGE,
} from '@/lib/food-search/errors';
import { searchOpenFoodFacts, type FetchFunction } from '@/lib/food-search/off-client';
import { TtlLruCache } from '@/lib/food-search/cache';
import {
  OPEN_FOOD_FACTS_SEARCH_LIMIT,
  SlidingWindowLimiter,
  type OutboundLimiter,
} from '@/lib/food-search/rate-limiter';
import { foodSearchRequestSchema, lookupTerm } from '@/lib/food-search/request';
import {
  invalidRequest,
  type FoodSearchHttpAnswer,
  type FoodSearchSuccess,
} from '@/lib/food-search/response';
import { searchFoods } from '@/lib/nutrition/search';
import type { FoodLanguage, FoodSearchResult } from '@/lib/nutrition/types';

/** How many built-in foods one answer lists. */
export const LOCAL_RESULT_LIMIT = 10;
export const OFF_CACHE_OPTIONS = { maxEntries: 500, ttlMs: 6 * 60 * 60 * 1000 } as const;

export interface FoodSearchLogger {
  error(message: string, context: Record<string, unknown>): void;
  warn(message: string, context: Record<string, unknown>): void;
}

export interface FoodSearchDeps {
  readonly fetch: FetchFunction;
  readonly now: () => number;
  readonly limiter: OutboundLimiter;
  readonly cache: TtlLruCache<readonly FoodSearchResult[]>;
  readonly logger: FoodSearchLogger;
}

/** Fresh dependencies; the ones not given share one clock. */
export function createFoodSearchDeps(overrides: Partial<FoodSearchDeps> = {}): FoodSearchDeps {
  const now = overrides.now ?? Date.now;
  return {
    fetch: overrides.fetch ?? ((input, init) => fetch(input, init)),
    now,
    limiter: overrides.limiter ?? new SlidingWindowLimiter({ ...OPEN_FOOD_FACTS_SEARCH_LIMIT, now }),
    cache: overrides.cache ?? new TtlLruCache({ ...OFF_CACHE_OPTIONS, now }),
    logger: overrides.logger ?? console,
  };
}

// One limiter and one cache per server process: the limit is OFF's per client, not per request.
let sharedDeps: FoodSearchDeps | undefined;
function processDeps(): FoodSearchDeps {
  sharedDeps ??= createFoodSearchDeps();
  return sharedDeps;
}

export function invalidJsonAnswer(): FoodSearchHttpAnswer {
  return invalidRequest(INVALID_JSON_MESSAGE);
}

export async function handleFoodSearch(
  body: unknown,
  env: FoodSearchEnv,
  deps: FoodSearchDeps = processDeps(),
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

  return searchRemote(term, language, readFoodSearchConfig(env), deps);
}

type RemoteOutcome =
  | { readonly kind: 'answered'; readonly results: readonly FoodSearchResult[] }
  | { readonly kind: 'rate-limited' };

async function searchRemote(
  term: string,
  language: FoodLanguage,
  config: FoodSearchConfig,
  deps: FoodSearchDeps,
): Promise<FoodSearchHttpAnswer> {
  try {
    let outcome = await searchOnce(term, language, config, deps);
    if (outcome.kind === 'answered' && outcome.results.length === 0 && language !== 'en') {
      outcome = await searchOnce(term, 'en', config, deps);
      // The English answer is the whole answer for this language too.
      if (outcome.kind === 'answered') deps.cache.set(cacheKey(language, term), outcome.results);
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
): Promise<RemoteOutcome> {
  const cached = deps.cache.get(cacheKey(language, term));
  if (cached !== undefined) return { kind: 'answered', results: cached };
  if (!deps.limiter.tryAcquire()) return { kind: 'rate-limited' };
  const results = await searchOpenFoodFacts(term, language, config, deps.fetch);
  deps.cache.set(cacheKey(language, term), results);
  return { kind: 'answered', results };
}

function ok(
  results: readonly FoodSearchResult[],
  extra: Pick<FoodSearchSuccess, 'warning' | 'message'> = {},
): FoodSearchHttpAnswer {
  return { status: 200, body: { ok: true, results, source: 'open-food-facts', ...extra } };
}
