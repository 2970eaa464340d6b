import { describe, expect, it } from 'vitest';
import { CircuitBreaker } from '@/lib/server/circuit-breaker';

function breakerAt(clock: { now: number }) {
  return new CircuitBreaker({ failureThreshold: 3, openMs: 1_000, now: () => clock.now });
}

describe('CircuitBreaker', () => {
  it('stays closed until the threshold of failures in a row', () => {
    const clock = { now: 0 };
    const breaker = breakerAt(clock);
    breaker.failed();
    breaker.failed();
    expect(breaker.allows()).toBe(true);
    breaker.succeeded();
    breaker.failed();
    breaker.failed();
    expect(breaker.state).toBe('closed');
  });

  it('opens after the threshold and refuses calls for the open time', () => {
    const clock = { now: 0 };
    const breaker = breakerAt(clock);
    for (let i = 0; i < 3; i += 1) breaker.failed();
    expect(breaker.state).toBe('open');
    clock.now = 999;
    expect(breaker.allows()).toBe(false);
  });

  it('lets one trial call through afterwards; its success closes the circuit', () => {
    const clock = { now: 0 };
    const breaker = breakerAt(clock);
    for (let i = 0; i < 3; i += 1) breaker.failed();
    clock.now = 1_000;
    expect(breaker.allows()).toBe(true);
    expect(breaker.allows()).toBe(false);
    breaker.succeeded();
    expect(breaker.state).toBe('closed');
    expect(breaker.allows()).toBe(true);
  });

  it('opens again at once when the trial call fails', () => {
    const clock = { now: 0 };
    const breaker = breakerAt(clock);
    for (let i = 0; i < 3; i += 1) breaker.failed();
    clock.now = 1_500;
    expect(breaker.allows()).toBe(true);
    breaker.failed();
    expect(breaker.state).toBe('open');
    clock.now = 2_499;
    expect(breaker.allows()).toBe(false);
  });

  it('refuses nonsensical settings', () => {
    expect(() => new CircuitBreaker({ failureThreshold: 0, openMs: 1 })).toThrow(RangeError);
    expect(() => new CircuitBreaker({ failureThreshold: 1, openMs: 0 })).toThrow(RangeError);
  });
});
