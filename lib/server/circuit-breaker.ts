/**
 * A circuit breaker for an outside service that may hang: after `failureThreshold` failures in a
 * row it opens and for `openMs` says "do not call" (callers answer locally at once instead of
 * waiting for a time-out); then it lets one trial call through (half-open): a success closes it, a
 * failure opens it again. The clock is injectable, so tests need not wait.
 */
export interface CircuitBreakerOptions {
  readonly failureThreshold: number;
  readonly openMs: number;
  readonly now?: () => number;
}

export type CircuitState = 'closed' | 'open' | 'half-open';

export class CircuitBreaker {
  private failures = 0;
  private openedAt: number | undefined;
  private trialInFlight = false;
  private readonly threshold: number;
  private readonly openMs: number;
  private readonly now: () => number;

  constructor(options: CircuitBreakerOptions) {
    if (!Number.isInteger(options.failureThreshold) || options.failureThreshold < 1 || !(options.openMs > 0)) {
      throw new RangeError('CircuitBreaker needs an integer failureThreshold >= 1 and openMs > 0');
    }
    this.threshold = options.failureThreshold;
    this.openMs = options.openMs;
    this.now = options.now ?? Date.now;
  }

  get state(): CircuitState {
    if (this.openedAt === undefined) return 'closed';
    return this.now() - this.openedAt >= this.openMs ? 'half-open' : 'open';
  }

  /** Whether a call may be made now; in half-open state only one trial call at a time. */
  allows(): boolean {
    const state = this.state;
    if (state === 'closed') return true;
    if (state === 'open' || this.trialInFlight) return false;
    this.trialInFlight = true;
    return true;
  }

  succeeded(): void {
    this.failures = 0;
    this.openedAt = undefined;
    this.trialInFlight = false;
  }

  failed(): void {
    this.trialInFlight = false;
    this.failures += 1;
    if (this.openedAt !== undefined || this.failures >= this.threshold) this.openedAt = this.now();
  }
}
