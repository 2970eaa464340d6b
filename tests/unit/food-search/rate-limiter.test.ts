import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OPEN_FOOD_FACTS_SEARCH_LIMIT, SlidingWindowLimiter } from '@/lib/food-search/rate-limiter';

function limiterWithClock() {
  const clock = { now: 0 };
  const limiter = new SlidingWindowLimiter({ ...OPEN_FOOD_FACTS_SEARCH_LIMIT, now: () => clock.now });
  return { limiter, clock };
}

describe('the Open Food Facts outbound limiter', () => {
  it("honours OFF's published 10 search requests per minute", () => {
    expect(OPEN_FOOD_FACTS_SEARCH_LIMIT).toEqual({ limit: 10, windowMs: 60_000 });
  });

  it('grants 10 requests at once and refuses the 11th', () => {
    const { limiter } = limiterWithClock();
    const grants = Array.from({ length: 11 }, () => limiter.tryAcquire());
    expect(grants.filter(Boolean)).toHaveLength(10);
    expect(grants[10]).toBe(false);
  });

  it('frees a slot 60 s after it was taken, not before', () => {
    const { limiter, clock } = limiterWithClock();
    limiter.tryAcquire();
    clock.now = 30_000;
    for (let i = 0; i < 9; i += 1) limiter.tryAcquire();
    clock.now = 59_999;
    expect(limiter.tryAcquire()).toBe(false);
    clock.now = 60_000;
    expect(limiter.tryAcquire()).toBe(true);
    expect(limiter.tryAcquire()).toBe(false);
    clock.now = 90_000;
    expect([...Array(10)].map(() => limiter.tryAcquire()).filter(Boolean)).toHaveLength(9);
  });

  it('does not let a burst through across a minute boundary, as a fixed window would', () => {
    const { limiter, clock } = limiterWithClock();
    clock.now = 59_000;
    for (let i = 0; i < 10; i += 1) expect(limiter.tryAcquire()).toBe(true);
    clock.now = 61_000;
    expect(limiter.tryAcquire()).toBe(false);
  });

  it('never grants more than 10 in any 60 s window, whatever the request times', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 5_000 }), { maxLength: 80 }), (gaps) => {
        const { limiter, clock } = limiterWithClock();
        const granted: number[] = [];
        for (const gap of gaps) {
          clock.now += gap;
          if (limiter.tryAcquire()) granted.push(clock.now);
        }
        for (const start of granted) {
          const inWindow = granted.filter((time) => time >= start && time < start + 60_000);
          expect(inWindow.length).toBeLessThanOrEqual(10);
        }
      }),
    );
  });

  it('refuses a nonsensical configuration', () => {
    expect(() => new SlidingWindowLimiter({ limit: 0, windowMs: 1 })).toThrow(RangeError);
    expect(() => new SlidingWindowLimiter({ limit: 1.5, windowMs: 1 })).toThrow(RangeError);
    expect(() => new SlidingWindowLimiter({ limit: 1, windowMs: 0 })).toThrow(RangeError);
  });
});
