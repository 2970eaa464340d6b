import { describe, expect, it } from 'vitest';
import { clientIpOf, compileTrustProxy, forwardedHops, rateLimitBucketOf, TRUST_NO_PROXY } from '@/lib/api';

const hops = (count: number) => compileTrustProxy(String(count));

describe('clientIpOf', () => {
  it('uses the socket peer and ignores X-Forwarded-For when no proxy is trusted', () => {
    expect(clientIpOf('198.51.100.1', '1.2.3.4', TRUST_NO_PROXY)).toBe('198.51.100.1');
    expect(clientIpOf('198.51.100.1', '1.2.3.4', hops(0))).toBe('198.51.100.1');
  });

  it('takes the entry the trusted proxies wrote, not what the caller wrote before it', () => {
    expect(clientIpOf('10.0.0.1', 'spoofed, 198.51.100.9', hops(1))).toBe('198.51.100.9');
    expect(clientIpOf('10.0.0.1', ['spoofed', '198.51.100.9, 10.0.0.2'], hops(2))).toBe('198.51.100.9');
  });

  it('falls back to the leftmost entry when there are fewer entries than trusted hops', () => {
    expect(clientIpOf('10.0.0.1', '198.51.100.9', hops(3))).toBe('198.51.100.9');
  });

  it('falls back to the socket, then to "unknown", when the header says nothing', () => {
    expect(clientIpOf('10.0.0.1', ' , ', hops(1))).toBe('10.0.0.1');
    expect(clientIpOf(undefined, undefined, hops(1))).toBe('unknown');
  });

  it('ignores X-Forwarded-For from a client that reaches the server directly, past a named proxy', () => {
    const trust = compileTrustProxy('127.0.0.1, 10.0.0.0/8');
    expect(clientIpOf('198.51.100.20', '203.0.113.5', trust)).toBe('198.51.100.20');
    expect(clientIpOf('10.1.2.3', '203.0.113.5', trust)).toBe('203.0.113.5');
  });

  it('walks through every named proxy, as Express’s trust proxy does', () => {
    const trust = compileTrustProxy('loopback, 10.0.0.0/8');
    expect(clientIpOf('127.0.0.1', '1.1.1.1, 203.0.113.5, 10.0.0.2', trust)).toBe('203.0.113.5');
    expect(forwardedHops('127.0.0.1', '203.0.113.5, 10.0.0.2', trust).trusted).toBe(2);
    expect(clientIpOf('::1', '2001:db8::7', trust)).toBe('2001:db8::7');
  });

  it('counts one address with any port as one caller', () => {
    const trust = hops(1);
    expect(clientIpOf('10.0.0.1', '198.51.100.77:1111', trust)).toBe('198.51.100.77');
    expect(clientIpOf('10.0.0.1', '198.51.100.77:2222', trust)).toBe('198.51.100.77');
    expect(clientIpOf('10.0.0.1', '[2001:db8::1]:443', trust)).toBe('2001:db8::1');
  });

  it('never takes something that is not an IP address for the caller', () => {
    expect(clientIpOf('10.0.0.1', 'not-an-address', hops(1))).toBe('10.0.0.1');
    expect(clientIpOf('10.0.0.1', '1.2.3.4, <script>', hops(2))).toBe('10.0.0.1');
  });
});

describe('compileTrustProxy', () => {
  it('refuses what names no proxy', () => {
    expect(() => compileTrustProxy('not a proxy')).toThrow();
    expect(() => compileTrustProxy(' , ')).toThrow();
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
