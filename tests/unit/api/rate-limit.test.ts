import { describe, expect, it } from 'vitest';
import { createMemoryRateLimiter } from '@/lib/api';

describe('the in-memory fair-use limiter', () => {
  it('allows the budget, then refuses with the time until it refills', async () => {
    const limiter = createMemoryRateLimiter({ anonymous: 3, keyed: 10, windowSeconds: 60 });
    const caller = { tier: 'anonymous', id: '198.51.100.1' } as const;
    const remaining = [];
    for (let i = 0; i < 3; i++) {
      const decision = await limiter.consume(caller);
      expect(decision.allowed).toBe(true);
      remaining.push(decision.remaining);
    }
    expect(remaining).toEqual([2, 1, 0]);
    const refused = await limiter.consume(caller);
    expect(refused).toMatchObject({ allowed: false, tier: 'anonymous', limit: 3, remaining: 0, windowSeconds: 60 });
    expect(refused.resetSeconds).toBeGreaterThanOrEqual(1);
    expect(refused.resetSeconds).toBeLessThanOrEqual(60);
  });

  it('keeps a budget per caller and a larger one for keys', async () => {
    const limiter = createMemoryRateLimiter({ anonymous: 1, keyed: 2, windowSeconds: 60 });
    expect((await limiter.consume({ tier: 'anonymous', id: 'a' })).allowed).toBe(true);
    expect((await limiter.consume({ tier: 'anonymous', id: 'a' })).allowed).toBe(false);
    expect((await limiter.consume({ tier: 'anonymous', id: 'b' })).allowed).toBe(true);
    // The same id as a key is a different budget.
    expect((await limiter.consume({ tier: 'keyed', id: 'a' })).limit).toBe(2);
    expect((await limiter.consume({ tier: 'keyed', id: 'a' })).allowed).toBe(true);
    expect((await limiter.consume({ tier: 'keyed', id: 'a' })).allowed).toBe(false);
  });
});
