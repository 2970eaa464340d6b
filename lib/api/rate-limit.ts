/**
 * Fair use: anonymous callers share a budget per IP address (or IPv6 /64), callers with a valid key
 * get a larger one per key. The API sees only this small interface; the implementation is
 * rate-limiter-flexible's in-memory fixed window, one per server process. A deployment with several
 * processes can swap in its Redis limiter behind the same interface.
 */
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { ApiLimits } from './config';

export type CallerTier = 'anonymous' | 'keyed';

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

export function createMemoryRateLimiter(limits: ApiLimits): ApiRateLimiter {
  const limiters: Record<CallerTier, RateLimiterMemory> = {
    anonymous: new RateLimiterMemory({ keyPrefix: 'api-anonymous', points: limits.anonymous, duration: limits.windowSeconds }),
    keyed: new RateLimiterMemory({ keyPrefix: 'api-keyed', points: limits.keyed, duration: limits.windowSeconds }),
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
