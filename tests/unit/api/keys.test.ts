import { describe, expect, it } from 'vitest';
import { hashApiKey, MAX_API_KEY_LENGTH, validKeyHash } from '@/lib/api';

describe('API keys', () => {
  it('are hashed with SHA-256 to lower-case hex (FIPS 180-2 test vector "abc")', () => {
    expect(hashApiKey('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('are valid when their digest is configured, after trimming', () => {
    const hashes = new Set([hashApiKey('s3cret')]);
    expect(validKeyHash('s3cret', hashes)).toBe(hashApiKey('s3cret'));
    expect(validKeyHash('  s3cret ', hashes)).toBe(hashApiKey('s3cret'));
  });

  it('count as absent when unknown, blank, missing, too long or when no keys are configured', () => {
    const hashes = new Set([hashApiKey('s3cret')]);
    expect(validKeyHash('S3CRET', hashes)).toBeUndefined();
    expect(validKeyHash('', hashes)).toBeUndefined();
    expect(validKeyHash(undefined, hashes)).toBeUndefined();
    expect(validKeyHash('x'.repeat(MAX_API_KEY_LENGTH + 1), new Set([hashApiKey('x'.repeat(MAX_API_KEY_LENGTH + 1))]))).toBeUndefined();
    expect(validKeyHash('s3cret', new Set())).toBeUndefined();
  });
});
