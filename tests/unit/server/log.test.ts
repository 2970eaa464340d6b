import { describe, expect, it } from 'vitest';
import { workerCount } from '@/lib/server/cluster';
import { maskAddress } from '@/lib/server/log';

describe('maskAddress', () => {
  it('keeps only the network of an address', () => {
    expect(maskAddress('203.0.113.77')).toBe('203.0.113.0/24');
    expect(maskAddress('::ffff:198.51.100.9')).toBe('198.51.100.0/24');
    expect(maskAddress('2001:db8:abcd:12:1:2:3:4')).toBe('2001:db8:abcd::/48');
    expect(maskAddress('2001:db8::1')).toBe('2001:db8:0::/48');
  });

  it('never echoes anything that is not an address', () => {
    expect(maskAddress('evil\nline')).toBe('unknown');
    expect(maskAddress(undefined)).toBe('unknown');
  });
});

describe('workerCount (WEB_CONCURRENCY)', () => {
  it('is 1 unless set, one per core for auto, the number otherwise', () => {
    expect(workerCount(undefined)).toBe(1);
    expect(workerCount(' ')).toBe(1);
    expect(workerCount('auto', 6)).toBe(6);
    expect(workerCount('3')).toBe(3);
  });

  it('names the variable for a bad value', () => {
    for (const bad of ['0', '-1', '2.5', 'many', '65']) expect(() => workerCount(bad)).toThrow(/WEB_CONCURRENCY/);
  });
});
