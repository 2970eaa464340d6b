/**
 * Fair use: anonymous callers share a budget per IP address (or IPv6 /64), callers with a valid key
 * get a larger one per key. The API sees only this small interface; behind it is one of
 * rate-limiter-flexible's fixed windows, chosen per process by lib/server/limiter-store: in Redis
 * (REDIS_URL; every process on every machine counts one budget), in the cluster primary (workers of
 * one `npm start` without Redis), or in this process's memory.
 */
import { RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { ApiLimits } from './config';

type CallerTier = 'anonymous' | 'keyed';

export interface Caller {
  readonly tier: CallerTier;
  /** The budget's key: an address bucket or a key digest. */
  readonly id: string;
}

export interface RateLimitDecision {
  readonly allowed: boolean;
  readonly tier: CallerTier;
  /** Requests per window for this tier. */
  readonly limit: number;
  readonly remaining: number;
  readonly windowSeconds: number;
  /** Seconds until the budget refills (Retry-After when not allowed). */
  readonly resetSeconds: number;
}

export interface ApiRateLimiter {
  /**
   * Counts `points` requests (default 1; a batch counts one per item) against the caller's budget
   * and says whether they may be answered.
   */
  consume(caller: Caller, points?: number): Promise<RateLimitDecision>;
}

/** What a store needs to build one tier's limiter. */
interface TierLimiterOptions {
  readonly keyPrefix: string;
  readonly points: number;
  readonly duration: number;
}

export type TierLimiterFactory = (options: TierLimiterOptions) => RateLimiterAbstract;

const memoryTierLimiter: TierLimiterFactory = (options) => new RateLimiterMemory({ ...options });

export function createMemoryRateLimiter(limits: ApiLimits): ApiRateLimiter {
  return createRateLimiter(limits, memoryTierLimiter);
}

/** The API's limiter on any rate-limiter-flexible store. */
export function createRateLimiter(limits: ApiLimits, store: TierLimiterFactory): ApiRateLimiter {
  const limiters: Record<CallerTier, RateLimiterAbstract> = {
    anonymous: store({ keyPrefix: 'api-anonymous', points: limits.anonymous, duration: limits.windowSeconds }),
    keyed: store({ keyPrefix: 'api-keyed', points: limits.keyed, duration: limits.windowSeconds }),
  };
  const decide = (caller: Caller, allowed: boolean, res: RateLimiterRes): RateLimitDecision => ({
    allowed,
    tier: caller.tier,
    limit: caller.tier === 'keyed' ? limits.keyed : limits.anonymous,
    remaining: Math.max(0, res.remainingPoints),
    windowSeconds: limits.windowSeconds,
    // At least one second: "retry in 0 seconds" would invite a busy loop.
    resetSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)),
  });
  return {
    async consume(caller, points = 1) {
      try {
        return decide(caller, true, await limiters[caller.tier].consume(caller.id, points));
      } catch (rejection) {
        // The limiter rejects with its result object when the budget is used up.
        if (rejection instanceof RateLimiterRes) return decide(caller, false, rejection);
        throw rejection;
      }
    },
  };
}
