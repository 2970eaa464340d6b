/**
 * Puts the security headers on every answer of the production front, Next's included: the one
 * place they are written (lib/server/security-headers says which), when the answer's head is
 * written and its type known. HTML is held until complete, its inline scripts hashed into the
 * page's CSP, then sent compressed here (Next's own compression is bypassed for those requests,
 * since hashes must be taken of the plain text). A static page's CSP and compressed bytes come from
 * the page cache (lib/server/page-cache), keyed on the page's bytes. An HTML 404 is sent as the
 * locale's pre-rendered 404 page. Over HTTPS: HSTS, and every Set-Cookie gets Secure.
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { preferredEncoding, type Encoding } from '@/lib/server/accept-encoding';
import type { NotFoundPages } from '@/lib/server/not-found-page';
import { localeOfPath } from '@/lib/server/not-found-path';
import { isStaticPage, type PageCache, type PageParts } from '@/lib/server/page-cache';
import { isPagePath } from '@/lib/server/request-path';
import {
  COMMON_HEADERS,
  HSTS,
  nonHtmlPolicy,
  contentSecurityPolicy,
  inlineScriptHashes,
  isFramablePath,
  secureCookie,
} from '@/lib/server/security-headers';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

const NOT_KEPT = 'private, no-cache, no-store, max-age=0, must-revalidate';

/** Below this size compressing costs more than it saves. */
const MIN_COMPRESS_BYTES = 1_024;

/**
 * Levels: a page rendered for one request is compressed fast (brotli 4, gzip 4: smaller levels
 * gain little time, higher ones cost several times more); a static page, compressed once per build,
 * as small as the format allows.
 */
const LEVELS = {
  dynamic: { br: 4, gzip: 4 },
  static: { br: zlib.BROTLI_MAX_QUALITY, gzip: zlib.Z_BEST_COMPRESSION },
} as const;

const COMMON_HEADER_ENTRIES = Object.entries(COMMON_HEADERS);

function compress(body: Buffer, encoding: Encoding, level: number): Promise<Buffer> {
  return encoding === 'br'
    ? brotliAsync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: level, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzipAsync(body, { level });
}

/**
 * Answers that are never HTML: Next's build files and its RSC navigations (`RSC: 1`; any other
 * value is a page request to Next as well).
 */
function neverHtml(request: IncomingMessage, path: string): boolean {
  return path.startsWith('/_next/static/') || request.headers.rsc === '1';
}

export interface SecureOptions {
  /** The request's path. */
  readonly path: string;
  /** The answer is known not to be HTML (the front's own JSON answers): headers only, no holding. */
  readonly plain?: boolean;
  /** Where static pages' CSP and compressed bytes are kept; without it they are made per request. */
  readonly pages?: PageCache;
  /** The localized 404 pages sent for Next's HTML 404s. */
  readonly notFound?: NotFoundPages;
  /** The visitor's query, taken off before Next rendered: given back to a redirect's Location. */
  readonly strippedQuery?: string;
  /** The answer is a 404 whatever Next says (the 404 pages' own addresses). */
  readonly forceNotFound?: boolean;
}

/** Wraps `response` so that whatever the handler writes leaves with the security headers. */
export function secureResponse(request: IncomingMessage, response: ServerResponse, https: boolean, options: SecureOptions): void {
  const path = options.path;
  if (options.plain === true || neverHtml(request, path)) {
    // Build files, data and RSC streams (often large and streamed) pass through untouched: only
    // their headers are set, before the handler writes. Holding their writes broke the end of
    // large streamed answers (a sitemap never finished).
    if (https) secureCookiesOf(response);
    for (const [name, value] of COMMON_HEADER_ENTRIES) response.setHeader(name, value);
    response.setHeader('Content-Security-Policy', nonHtmlPolicy(path));
    if (https) response.setHeader('Strict-Transport-Security', HSTS);
    return;
  }
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  // Pages are compressed below, after hashing. Other addresses (files, feeds) are rarely HTML and
  // keep Next's compression; an HTML 404 there is replaced whole anyway.
  if (isPagePath(path)) delete request.headers['accept-encoding'];

  const original = {
    writeHead: response.writeHead.bind(response),
    write: response.write.bind(response),
    end: response.end.bind(response),
    flushHeaders: response.flushHeaders.bind(response),
  };
  if (https) secureCookiesOf(response);
  let decided: 'html' | 'other' | undefined;
  const held: Buffer[] = [];

  const finishHeaders = (csp: string | undefined) => {
    for (const [name, value] of COMMON_HEADER_ENTRIES) response.setHeader(name, value);
    if (csp !== undefined) response.setHeader('Content-Security-Policy', csp);
    if (https) response.setHeader('Strict-Transport-Security', HSTS);
  };

  const decide = () => {
    if (decided !== undefined) return decided;
    const type = String(response.getHeader('content-type') ?? '').toLowerCase();
    decided = type.startsWith('text/html') ? 'html' : 'other';
    if (options.forceNotFound === true) response.statusCode = 404;
    if (decided === 'other') {
      const location = response.getHeader('location');
      if (options.strippedQuery !== undefined && typeof location === 'string' && !location.includes('?'))
        response.setHeader('Location', `${location}?${options.strippedQuery}`);
      // A 304's headers replace the stored answer's (RFC 9111, 4.3.4): a strict policy there would
      // block the scripts of the page a browser or service worker kept. The kept policy fits the
      // kept bytes, which the validator says are unchanged.
      const existing = response.getHeader('content-security-policy');
      finishHeaders(existing === undefined && response.statusCode !== 304 ? nonHtmlPolicy(path) : undefined);
    }
    return decided;
  };

  // Headers passed to writeHead are only recorded: for HTML, the CSP is known at the end.
  // Once the answer is known not to be HTML they pass straight through. They stay in place: Next's
  // compression wraps them in turn, and putting the originals back would unhook it (the answer
  // would never end).
  response.writeHead = ((statusCode: number, reason?: string | OutgoingHttpHeaders, headers?: OutgoingHttpHeaders) => {
    if (decided === 'other') return (original.writeHead as (...args: unknown[]) => ServerResponse)(statusCode, reason, headers);
    response.statusCode = statusCode;
    let fields = headers;
    if (typeof reason === 'string') response.statusMessage = reason;
    else fields = reason;
    if (Array.isArray(fields)) {
      for (let index = 0; index + 1 < fields.length; index += 2) response.setHeader(String(fields[index]), fields[index + 1] as string);
    } else if (fields) {
      for (const [name, value] of Object.entries(fields)) if (value !== undefined) response.setHeader(name, value);
    }
    return response;
  }) as ServerResponse['writeHead'];

  // A streamed page must not send its headers before its CSP is known.
  response.flushHeaders = () => {
    if (decide() === 'other') original.flushHeaders();
  };

  const toBuffer = (chunk: unknown, encodingArg?: unknown): Buffer =>
    Buffer.isBuffer(chunk)
      ? chunk
      : chunk instanceof Uint8Array
        ? Buffer.from(chunk)
        : Buffer.from(String(chunk), typeof encodingArg === 'string' ? (encodingArg as BufferEncoding) : 'utf8');

  response.write = ((chunk: unknown, encodingArg?: unknown, callback?: unknown) => {
    if (decide() === 'other') return (original.write as (...args: unknown[]) => boolean)(chunk, encodingArg, callback);
    held.push(toBuffer(chunk, encodingArg));
    const done = typeof encodingArg === 'function' ? encodingArg : callback;
    if (typeof done === 'function') queueMicrotask(() => (done as () => void)());
    return true;
  }) as ServerResponse['write'];

  response.end = ((chunk?: unknown, encodingArg?: unknown, callback?: unknown) => {
    const done = [chunk, encodingArg, callback].find((argument) => typeof argument === 'function') as (() => void) | undefined;
    const data = typeof chunk === 'function' || chunk === undefined || chunk === null ? undefined : chunk;
    if (decide() === 'other') {
      return (original.end as (...args: unknown[]) => ServerResponse)(
        data,
        typeof encodingArg === 'string' ? encodingArg : undefined,
        done,
      );
    }
    if (data !== undefined) held.push(toBuffer(data, encodingArg));
    void sendHtml(Buffer.concat(held), done);
    return response;
  }) as ServerResponse['end'];

  /** The page's CSP and bytes to send, made for this request. */
  const partsOf = (rendered: Buffer, as: Encoding | undefined, level: (typeof LEVELS)[keyof typeof LEVELS]): PageParts => {
    // Bytes the handler compressed itself are sent as they are.
    const html = response.getHeader('content-encoding') === undefined ? rendered.toString('utf8') : undefined;
    const csp = contentSecurityPolicy(path, html === undefined ? [] : inlineScriptHashes(html));
    if (as === undefined || rendered.length < MIN_COMPRESS_BYTES) return { csp, payload: Promise.resolve(rendered), encoding: undefined };
    return { csp, payload: compress(rendered, as, level[as]), encoding: as };
  };

  const sendHtml = async (rendered: Buffer, done: (() => void) | undefined) => {
    if (response.headersSent) {
      original.end(rendered, done);
      return;
    }
    // Next's 404 is an empty shell until its scripts run: the locale's pre-rendered 404 page instead.
    const notFoundPage = response.statusCode === 404 ? options.notFound?.get(localeOfPath(path)) : undefined;
    if (notFoundPage !== undefined) {
      response.removeHeader('content-encoding');
      // A 404 is for the one request: no shared cache keeps what a request invents.
      response.setHeader('Cache-Control', NOT_KEPT);
    }
    // Already compressed by the handler: sent as it is.
    const as = response.getHeader('content-encoding') === undefined ? encoding : undefined;
    const body = notFoundPage ?? rendered;
    const pages = options.pages;
    const cacheable =
      pages !== undefined &&
      as === encoding &&
      (notFoundPage !== undefined || isStaticPage(response.statusCode, (name) => response.getHeader(name)));
    const parts = cacheable
      ? pages.partsOf(body, as, isFramablePath(path) ? 'framable' : 'own', () => partsOf(body, as, LEVELS.static))
      : partsOf(body, as, LEVELS.dynamic);
    finishHeaders(parts.csp);
    // Older browsers read only this: pages but the widget's frame are framed by the site alone.
    if (!isFramablePath(path)) response.setHeader('X-Frame-Options', 'SAMEORIGIN');
    let payload = body;
    try {
      payload = await parts.payload;
      if (parts.encoding !== undefined) response.setHeader('Content-Encoding', parts.encoding);
    } catch {
      // Next's page as it rendered it: its scripts run as Next wrote them, allowed by 'self'.
      payload = body;
    }
    response.setHeader('Vary', appendVary(response.getHeader('vary'), 'Accept-Encoding'));
    const head = request.method === 'HEAD';
    if (!head) response.setHeader('Content-Length', String(payload.length));
    if (response.destroyed) return;
    original.writeHead(response.statusCode);
    original.end(head ? undefined : payload, done);
  };
}

function appendVary(existing: unknown, field: string): string {
  const current = Array.isArray(existing) ? existing.join(', ') : existing === undefined ? '' : String(existing);
  if (current.split(',').some((entry) => entry.trim().toLowerCase() === field.toLowerCase())) return current;
  return current === '' ? field : `${current}, ${field}`;
}

/** Every cookie set on `response`, however it is set (setHeader, appendHeader, writeHead), is Secure. */
function secureCookiesOf(response: ServerResponse): void {
  const secure = (name: string, value: unknown): unknown => {
    if (name.toLowerCase() !== 'set-cookie') return value;
    return Array.isArray(value) ? value.map((line) => secureCookie(String(line))) : secureCookie(String(value));
  };
  const setHeader = response.setHeader.bind(response);
  const appendHeader = response.appendHeader.bind(response);
  response.setHeader = ((name: string, value: number | string | readonly string[]) =>
    setHeader(name, secure(name, value) as string | string[])) as ServerResponse['setHeader'];
  response.appendHeader = ((name: string, value: string | readonly string[]) =>
    appendHeader(name, secure(name, value) as string | string[])) as ServerResponse['appendHeader'];
}
