/**
 * API keys. Keys are configured as SHA-256 digests (env API_KEY_HASHES), so a leaked environment
 * or log never reveals one; a request's X-API-Key is hashed and looked up. Comparing digests
 * through a Set leaks at most how a digest starts, which says nothing about any key.
 */
import { createHash } from 'node:crypto';

/** Longer headers are not keys we issue; they are ignored without hashing 8 kB of text. */
export const MAX_API_KEY_LENGTH = 256;

/** The digest to put in API_KEY_HASHES for a key (lower-case hex). */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/** The digest of a valid key given in the header, or undefined: a missing or unknown key is anonymous. */
export function validKeyHash(header: string | undefined, keyHashes: ReadonlySet<string>): string | undefined {
  if (header === undefined || keyHashes.size === 0) return undefined;
  const key = header.trim();
  if (key === '' || key.length > MAX_API_KEY_LENGTH) return undefined;
  const hash = hashApiKey(key);
  return keyHashes.has(hash) ? hash : undefined;
}
