/** What the food search's handler is given to reach the outside world (the server process builds them once). */
import type { FetchFunction } from '@/lib/fetch/fetch-json';
import type { FoodSearchResult } from '@/lib/nutrition/types';
import type { CircuitBreaker } from '@/lib/server/circuit-breaker';
import type { OutboundLimiter } from './rate-limiter';

/** The answers cache: in memory, or shared (Redis) and so possibly asynchronous. */
interface FoodSearchCache {
  get(key: string): readonly FoodSearchResult[] | undefined | Promise<readonly FoodSearchResult[] | undefined>;
  /** What it returns (a promise for a shared cache) is awaited and otherwise ignored. */
  set(key: string, value: readonly FoodSearchResult[]): unknown;
}

interface FoodSearchLogger {
  error(message: string, context: Record<string, unknown>): void;
  warn(message: string, context: Record<string, unknown>): void;
}

export interface FoodSearchDeps {
  readonly fetch: FetchFunction;
  readonly now: () => number;
  readonly limiter: OutboundLimiter;
  readonly cache: FoodSearchCache;
  readonly breaker: CircuitBreaker;
  readonly logger: FoodSearchLogger;
}
