import { describe, expect, it } from 'vitest';
import { ApiConfigError, DEFAULT_API_LIMITS, hashApiKey, readApiConfig, TRUST_NO_PROXY } from '@/lib/api';

describe('readApiConfig', () => {
  it('enables the API with generous limits when nothing is set', () => {
    expect(readApiConfig({})).toEqual({
      enabled: true,
      keyHashes: new Set(),
      limits: DEFAULT_API_LIMITS,
      trustProxy: TRUST_NO_PROXY,
      foodRemotePerCaller: 2,
    });
    expect(DEFAULT_API_LIMITS.keyed).toBeGreaterThan(DEFAULT_API_LIMITS.anonymous);
  });

  it.each(['false', 'FALSE', ' 0 ', 'no', 'off'])('reads API_ENABLED=%j as disabled', (value) => {
    expect(readApiConfig({ API_ENABLED: value }).enabled).toBe(false);
  });

  it.each(['true', '1', 'yes', 'on', '', '  '])('reads API_ENABLED=%j as enabled', (value) => {
    expect(readApiConfig({ API_ENABLED: value }).enabled).toBe(true);
  });

  it('refuses an API_ENABLED it cannot read, naming the variable and the accepted values', () => {
    expect(() => readApiConfig({ API_ENABLED: 'maybe' })).toThrow(ApiConfigError);
    expect(() => readApiConfig({ API_ENABLED: 'maybe' })).toThrow(/API_ENABLED: expected one of true, 1, yes, on, false/);
  });

  it('reads key digests separated by commas, spaces or new lines, in either case', () => {
    const a = hashApiKey('key-a');
    const b = hashApiKey('key-b');
    const config = readApiConfig({ API_KEY_HASHES: ` ${a.toUpperCase()},\n${b} ` });
    expect(config.keyHashes).toEqual(new Set([a, b]));
  });

  it('refuses a key list holding something that is not a SHA-256 digest, without echoing it', () => {
    const read = () => readApiConfig({ API_KEY_HASHES: 'my-secret-key' });
    expect(read).toThrow(/API_KEY_HASHES: expected SHA-256 digests/);
    expect(read).not.toThrow(/my-secret-key/);
  });

  it('reads the limits and the window', () => {
    const config = readApiConfig({
      API_RATE_LIMIT_ANONYMOUS: '30',
      API_RATE_LIMIT_KEYED: '300',
      API_RATE_LIMIT_WINDOW_SECONDS: '10',
      API_TRUST_PROXY: '1',
    });
    expect(config.limits).toEqual({ anonymous: 30, keyed: 300, windowSeconds: 10 });
    expect(config.trustProxy('10.0.0.1', 0)).toBe(true);
    expect(config.trustProxy('10.0.0.1', 1)).toBe(false);
  });

  it('reads trusted proxies named by address, CIDR range or name', () => {
    const trust = readApiConfig({ API_TRUST_PROXY: '127.0.0.1, 10.0.0.0/8, uniquelocal' }).trustProxy;
    expect(trust('10.9.8.7', 0)).toBe(true);
    expect(trust('127.0.0.1', 1)).toBe(true);
    expect(trust('fd00::1', 0)).toBe(true);
    expect(trust('198.51.100.7', 0)).toBe(false);
  });

  it.each([
    ['API_RATE_LIMIT_ANONYMOUS', '0'],
    ['API_RATE_LIMIT_KEYED', '1.5'],
    ['API_RATE_LIMIT_WINDOW_SECONDS', '100000'],
    ['API_TRUST_PROXY', '-1'],
    ['API_TRUST_PROXY', '11'],
    ['API_TRUST_PROXY', 'my-proxy'],
    ['API_TRUST_PROXY', '10.0.0.0/99'],
    ['API_RATE_LIMIT_ANONYMOUS', 'lots'],
  ])('refuses %s=%j', (variable, value) => {
    expect(() => readApiConfig({ [variable]: value })).toThrow(new RegExp(`Invalid ${variable}`));
  });
});
