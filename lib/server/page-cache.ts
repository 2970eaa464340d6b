/**
 * What the front adds to a pre-rendered page (its CSP, with the hashes of its inline scripts, and
 * its compressed bytes), kept per page, build and encoding so that it is computed once, not per
 * request. Only answers Next marks as static come here (isStaticPage); an entry is used only for
 * the very bytes it was made from, so a page Next renders anew (ISR) is never answered with the old
 * one. Bounded in bytes, least recently used first out.
 */
import type { OutgoingHttpHeader } from 'node:http';
import type { Encoding } from './accept-encoding';

export interface PageParts {
  readonly csp: string;
  /** The bytes to send: the page compressed in `encoding`, or the page itself when that is undefined. */
  readonly payload: Promise<Buffer>;
  readonly encoding: Encoding | undefined;
}

interface Entry extends PageParts {
  readonly plain: Buffer;
  bytes: number;
}

export interface PageCache {
  /** The parts of `body` served at `path` in `encoding`: kept ones, or `make`'s, then kept. */
  partsOf(path: string, encoding: Encoding | undefined, body: Buffer, make: () => PageParts): PageParts;
}

export function createPageCache(buildId: string, maxBytes: number): PageCache {
  const entries = new Map<string, Entry>();
  let total = 0;

  const remove = (key: string, entry: Entry) => {
    if (entries.get(key) !== entry) return;
    entries.delete(key);
    total -= entry.bytes;
  };
  const evict = () => {
    for (const [key, entry] of entries) {
      if (total <= maxBytes) return;
      remove(key, entry);
    }
  };

  return {
    partsOf(path, encoding, body, make) {
      const key = `${buildId}\n${encoding ?? 'identity'}\n${path}`;
      const kept = entries.get(key);
      if (kept !== undefined && kept.plain.equals(body)) {
        // Most recently used last: Map keeps insertion order.
        entries.delete(key);
        entries.set(key, kept);
        return kept;
      }
      if (kept !== undefined) remove(key, kept);
      const parts = make();
      const entry: Entry = { ...parts, plain: body, bytes: body.length + parts.csp.length };
      entries.set(key, entry);
      total += entry.bytes;
      evict();
      parts.payload.then(
        (payload) => {
          if (entries.get(key) !== entry || parts.encoding === undefined) return;
          entry.bytes += payload.length;
          total += payload.length;
          evict();
        },
        // A failed compression is not kept: the next request tries again.
        () => remove(key, entry),
      );
      return entry;
    },
  };
}

/** Cache-Control directives that forbid keeping an answer. */
const PRIVATE = /\b(private|no-store|no-cache)\b/i;

function text(value: OutgoingHttpHeader | undefined): string {
  return value === undefined ? '' : Array.isArray(value) ? value.join(', ') : String(value);
}

/**
 * Whether Next says this answer is the same for everyone until the next build or revalidation: it
 * came from its prerender cache (x-nextjs-cache, x-nextjs-prerender) or may be kept by shared
 * caches (s-maxage), and nothing marks it private.
 */
export function isStaticPage(status: number, header: (name: string) => OutgoingHttpHeader | undefined): boolean {
  if (status !== 200) return false;
  const cacheControl = text(header('cache-control'));
  if (PRIVATE.test(cacheControl)) return false;
  return header('x-nextjs-cache') !== undefined || header('x-nextjs-prerender') !== undefined || /\bs-maxage=\d/i.test(cacheControl);
}
