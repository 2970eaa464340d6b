import { describe, expect, it } from 'vitest';
import { clientIpOf, rateLimitBucketOf } from '@/lib/api';

describe('clientIpOf', () => {
  it('uses the socket peer and ignores X-Forwarded-For when no proxy is trusted', () => {
    expect(clientIpOf('198.51.100.1', '1.2.3.4', 0)).toBe('198.51.100.1');
  });

  it('takes the entry the trusted proxies wrote, not what the caller wrote before it', () => {
    expect(clientIpOf('10.0.0.1', 'spoofed, 198.51.100.9', 1)).toBe('198.51.100.9');
    expect(clientIpOf('10.0.0.1', ['spoofed', '198.51.100.9, 10.0.0.2'], 2)).toBe('198.51.100.9');
  });

  it('falls back to the leftmost entry when there are fewer entries than trusted hops', () => {
    expect(clientIpOf('10.0.0.1', '198.51.100.9', 3)).toBe('198.51.100.9');
  });

  it('falls back to the socket, then to "unknown", when the header says nothing', () => {
    expect(clientIpOf('10.0.0.1', ' , ', 1)).toBe('10.0.0.1');
    expect(clientIpOf(undefined, undefined, 1)).toBe('unknown');
  });
});

describe('rateLimitBucketOf', () => {
  it('counts an IPv4 address alone, also when written IPv4-mapped', () => {
    expect(rateLimitBucketOf('198.51.100.7')).toBe('198.51.100.7');
    expect(rateLimitBucketOf('::ffff:198.51.100.7')).toBe('198.51.100.7');
  });

  it('counts an IPv6 address with its /64 network, however it is written', () => {
    const bucket = '2001:db8:1:2::/64';
    expect(rateLimitBucketOf('2001:db8:1:2::1')).toBe(bucket);
    expect(rateLimitBucketOf('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe(bucket);
    expect(rateLimitBucketOf('[2001:db8:1:2:0:0:0:9]')).toBe(bucket);
    expect(rateLimitBucketOf('2001:db8:1:2::5%eth0')).toBe(bucket);
    expect(rateLimitBucketOf('::1')).toBe('0:0:0:0::/64');
    expect(rateLimitBucketOf('1::2:3:4:5:1.2.3.4')).toBe('1:0:2:3::/64');
  });

  it('passes anything else through unchanged', () => {
    expect(rateLimitBucketOf('unknown')).toBe('unknown');
  });
});
