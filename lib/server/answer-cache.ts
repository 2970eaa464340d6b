/**
 * Whole answers of static pages, kept in this process's memory so that a page the front has sent
 * once is sent again without asking Next: status, headers (security headers included) and the
 * compressed bytes, as they left. Only what Next marks static is kept (isStaticPage, by the caller),
 * per build and per everything that chose the answer: the address, host and forwarding headers,
 * the scheme, the compression, and what the locale middleware reads (the NEXT_LOCALE cookie and
 * Accept-Language). The request headers an answer names in Vary must match too, so Next's own
 * navigations (rsc) never get a page. An answer is kept for its own revalidation time (s-maxage)
 * and at most ANSWER_TTL_MS, so a page Next makes anew (ISR) is sent within that time; bounded in
 * bytes, least recently used first out.
 */
import type { IncomingMessage, OutgoingHttpHeader, ServerResponse } from 'node:http';

/** How long an answer is sent from memory before Next is asked again. */
export const ANSWER_TTL_MS = 60_000;

/** Longer keys (a huge cookie, a long address) are not worth keeping. */
const MAX_KEY_LENGTH = 2_048;

/** Requests that ask Next for something else than the page as anyone gets it. */
const BYPASS = ['x-prerender-revalidate', 'next-action', 'if-none-match', 'if-modified-since', 'range'] as const;

/** The locale cookie next-intl's middleware reads and writes. */
const LOCALE_COOKIE = /(?:^|;\s*)NEXT_LOCALE=([^;]*)/;

const text = (value: string | readonly string[] | undefined): string =>
  value === undefined ? '' : typeof value === 'string' ? value : value.join(', ');

/**
 * The key of the answer to `request` (GET or HEAD: they share one), or undefined when it must go to
 * Next: a conditional, ranged or revalidation request, a draft-mode cookie, or an oversized key.
 */
export function answerKey(request: IncomingMessage, https: boolean, encoding: string | undefined): string | undefined {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
  const headers = request.headers;
  for (const name of BYPASS) if (headers[name] !== undefined) return undefined;
  const cookie = text(headers.cookie);
  if (cookie.includes('__prerender_bypass') || cookie.includes('__next_preview_data')) return undefined;
  const key = [
    https ? 'https' : 'http',
    encoding ?? 'identity',
    text(headers.host),
    text(headers['x-forwarded-host']),
    text(headers['x-forwarded-proto']),
    LOCALE_COOKIE.exec(cookie)?.[1] ?? '',
    text(headers['accept-language']),
    request.url ?? '/',
  ].join('\n');
  return key.length > MAX_KEY_LENGTH ? undefined : key;
}

interface KeptAnswer {
  readonly status: number;
  /** Header fields, flat (name, value, name, value…), as writeHead takes them. */
  readonly fields: readonly (string | readonly string[])[];
  readonly payload: Buffer;
  /** The request headers named in Vary, with the values this answer was made for. */
  readonly vary: readonly (readonly [string, string])[];
  readonly expires: number;
  readonly bytes: number;
}

export interface AnswerCache {
  /** Sends the kept answer for `key` and returns true, or returns false (nothing kept, expired, Vary differs). */
  send(key: string, request: IncomingMessage, response: ServerResponse): boolean;
  /** Keeps the answer `response` is about to send (headers set, not yet written) with its bytes `payload`. */
  keep(key: string, request: IncomingMessage, response: ServerResponse, payload: Buffer): void;
}

const S_MAXAGE = /\bs-maxage=(\d+)/i;

/** Fields of one connection, not of the answer (node:http writes its own). */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'date', 'transfer-encoding']);

function varyOf(request: IncomingMessage, vary: OutgoingHttpHeader | undefined): [string, string][] {
  const names = String(Array.isArray(vary) ? vary.join(',') : (vary ?? ''))
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter((name) => name !== '' && name !== 'accept-encoding');
  return names.map((name) => [name, text(request.headers[name])]);
}

export function createAnswerCache(buildId: string, maxBytes: number, now: () => number = Date.now): AnswerCache {
  const entries = new Map<string, KeptAnswer>();
  let total = 0;
  const remove = (key: string, entry: KeptAnswer) => {
    entries.delete(key);
    total -= entry.bytes;
  };

  return {
    send(key, request, response) {
      const full = `${buildId}\n${key}`;
      const entry = entries.get(full);
      if (entry === undefined) return false;
      if (entry.expires <= now()) {
        remove(full, entry);
        return false;
      }
      if (entry.vary.some(([name, value]) => text(request.headers[name]) !== value)) return false;
      // Most recently used last: Map keeps insertion order.
      entries.delete(full);
      entries.set(full, entry);
      response.writeHead(entry.status, entry.fields as (string | string[])[]);
      response.end(request.method === 'HEAD' ? undefined : entry.payload);
      return true;
    },

    keep(key, request, response, payload) {
      const full = `${buildId}\n${key}`;
      const fields: (string | readonly string[])[] = [];
      let bytes = payload.length + full.length;
      // Lower-case names (header names are case-insensitive).
      for (const name of response.getHeaderNames()) {
        const value = response.getHeader(name);
        if (value === undefined || HOP_BY_HOP.has(name)) continue;
        // Sent from a cache from now on, whatever Next said of the first answer.
        const kept = name === 'x-nextjs-cache' ? 'HIT' : typeof value === 'number' ? String(value) : value;
        fields.push(name, kept);
        bytes += name.length + text(kept).length;
      }
      const seconds = Number(S_MAXAGE.exec(text(response.getHeader('cache-control') as string | string[] | undefined))?.[1] ?? Infinity);
      const entry: KeptAnswer = {
        status: response.statusCode,
        fields,
        payload,
        vary: varyOf(request, response.getHeader('vary')),
        expires: now() + Math.min(seconds * 1000, ANSWER_TTL_MS),
        bytes,
      };
      const previous = entries.get(full);
      if (previous !== undefined) remove(full, previous);
      if (bytes > maxBytes) return;
      entries.set(full, entry);
      total += bytes;
      for (const [oldKey, old] of entries) {
        if (total <= maxBytes) break;
        remove(oldKey, old);
      }
    },
  };
}
