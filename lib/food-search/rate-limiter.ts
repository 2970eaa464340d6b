/**
 * The outbound limiter in front of Open Food Facts, which allows 10 search requests per minute per
 * client (OFF API documentation, "Rate limits").
 *
 * A sliding-window log of our own rather than rate-limiter-flexible: it holds at most `limit`
 * timestamps, so "at most 10 in ANY 60 s" is exact (a fixed-window limiter lets 20 through across a
 * window boundary, a token bucket of 10 refilling 10/min lets up to 20 through in one minute), and
 * its clock is injectable, so tests run without waiting or faking timers. It lives in memory, one per
 * server process, which is also all rate-limiter-flexible's RateLimiterMemory would give.
 */
export interface OutboundLimiter {
  /** Takes one request slot now; false when the limit is reached (the caller must not call out). */
  tryAcquire(): boolean | Promise<boolean>;
}

export const OPEN_FOOD_FACTS_SEARCH_LIMIT = { limit: 10, windowMs: 60_000 } as const;

export interface SlidingWindowLimiterOptions {
  readonly limit: number;
  readonly windowMs: number;
  readonly now?: () => number;
}

export class SlidingWindowLimiter implements OutboundLimiter {
  private readonly granted: number[] = [];
  private readonly limit: number;
  private readonly windowMs: number;
  private readonly now: () => number;

  constructor(options: SlidingWindowLimiterOptions) {
    if (!Number.isInteger(options.limit) || options.limit < 1 || !(options.windowMs > 0)) {
      throw new RangeError('SlidingWindowLimiter needs an integer limit >= 1 and windowMs > 0');
    }
    this.limit = options.limit;
    this.windowMs = options.windowMs;
    this.now = options.now ?? Date.now;
  }

  tryAcquire(): boolean {
    const now = this.now();
    while (this.granted.length > 0 && (this.granted[0] as number) <= now - this.windowMs) {
      this.granted.shift();
    }
    if (this.granted.length >= this.limit) return false;
    this.granted.push(now);
    return true;
  }
}
