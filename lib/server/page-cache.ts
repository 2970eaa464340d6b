/**
 * What the front adds to a static page (its CSP, with the hashes of its inline scripts, and its
 * compressed bytes), kept so that it is computed once, not per request. The key is the digest of
 * the very bytes it is made from (with the encoding and the frame policy), never anything of the
 * request: two addresses answered with the same page share one entry, and a page Next renders anew
 * gets a new one. Bounded in entries and bytes, least recently used first out.
 */
import { createHash } from 'node:crypto';
import type { OutgoingHttpHeader } from 'node:http';
import { LRUCache } from 'lru-cache';
import type { Encoding } from './accept-encoding';

export interface PageParts {
  readonly csp: string;
  /** The bytes to send: the page compressed in `encoding`, or the page itself when that is undefined. */
  readonly payload: Promise<Buffer>;
  readonly encoding: Encoding | undefined;
}

export interface PageCache {
  /** The parts of `body` in `encoding` under the frame policy `variant`: kept ones, or `make`'s, then kept. */
  partsOf(body: Buffer, encoding: Encoding | undefined, variant: string, make: () => PageParts): PageParts;
}

export function createPageCache(maxBytes: number, maxEntries = 4_096): PageCache {
  const entries = new LRUCache<string, PageParts>({
    max: maxEntries,
    maxSize: maxBytes,
    sizeCalculation: (parts) => parts.csp.length + 1,
  });
  return {
    partsOf(body, encoding, variant, make) {
      const key = `${encoding ?? 'identity'}\n${variant}\n${createHash('sha256').update(body).digest('base64')}`;
      const kept = entries.get(key);
      if (kept !== undefined) return kept;
      const parts = make();
      // Counted by its CSP until its bytes are known (the entry bound caps those pending).
      entries.set(key, parts);
      parts.payload.then(
        (payload) => {
          // A new object: lru-cache counts a size again only for a new value.
          if (entries.peek(key) === parts) entries.set(key, { ...parts }, { size: parts.csp.length + payload.length });
        },
        // A failed compression is not kept: the next request tries again.
        () => {
          if (entries.peek(key) === parts) entries.delete(key);
        },
      );
      return parts;
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
