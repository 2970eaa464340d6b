/**
 * Puts the security headers on every answer of the production front (lib/server/security-headers
 * says which). HTML is held until complete, its inline scripts hashed into the page's CSP, then sent
 * compressed here (Next's own compression is bypassed for those requests, since hashes must be taken
 * of the plain text). A static page's CSP and compressed bytes are taken from the page cache
 * (lib/server/page-cache) when one is given. Over HTTPS: HSTS, and every Set-Cookie gets Secure.
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { preferredEncoding, type Encoding } from '@/lib/server/accept-encoding';
import { answerKey, type AnswerCache } from '@/lib/server/answer-cache';
import { isStaticPage, type PageCache, type PageParts } from '@/lib/server/page-cache';
import { pathOf } from '@/lib/server/request-path';
import {
  COMMON_HEADERS,
  HSTS,
  nonHtmlPolicy,
  contentSecurityPolicy,
  inlineScriptHashes,
  isHttpsRequest,
  secureCookie,
} from '@/lib/server/security-headers';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

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

const FILE_EXTENSION = /\.[a-z0-9]{1,8}$/i;

/** Requests whose answer may be an HTML page (not Next's build files, not RSC navigations). */
function mayBePage(request: IncomingMessage, path: string): boolean {
  return !path.startsWith('/_next/') && request.headers.rsc === undefined && !FILE_EXTENSION.test(path);
}

export interface SecureOptions {
  /** The answer is known not to be HTML (the front's own JSON answers): headers only, no holding. */
  readonly plain?: boolean;
  /** Where static pages' CSP and compressed bytes are kept; without it they are made per request. */
  readonly pages?: PageCache;
  /** The request's path, when the caller has read it already. */
  readonly path?: string;
  /** Where whole static answers are kept and sent again from (lib/server/answer-cache). */
  readonly answers?: AnswerCache;
}

/**
 * Wraps `response` so that whatever `handle` writes leaves with the security headers. Call before
 * handing the request on, unless it returns true: then it has sent a kept answer itself.
 */
export function secureResponse(
  request: IncomingMessage,
  response: ServerResponse,
  trustProxyHops: number,
  options: SecureOptions = {},
): boolean {
  const https = isHttpsRequest(
    Boolean((request.socket as Partial<TLSSocket>).encrypted),
    request.headers['x-forwarded-proto'],
    trustProxyHops,
  );
  const path = options.path ?? pathOf(request.url);
  if (options.plain === true || !mayBePage(request, path)) {
    // Build files, data and RSC streams (often large and streamed) pass through untouched: only
    // their headers are set, before the handler writes. Holding their writes broke the end of
    // large streamed answers (a 400 KB sitemap never finished).
    if (https) secureCookiesOf(response);
    for (const [name, value] of COMMON_HEADER_ENTRIES) response.setHeader(name, value);
    response.setHeader('Content-Security-Policy', nonHtmlPolicy(path));
    if (https) response.setHeader('Strict-Transport-Security', HSTS);
    return false;
  }
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  const answers = options.answers;
  const key = answers === undefined ? undefined : answerKey(request, https, encoding);
  if (key !== undefined && answers!.send(key, request, response)) return true;
  // Pages are compressed below, after hashing.
  delete request.headers['accept-encoding'];

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
    if (decided === 'other') {
      // Node writes implicit headers through writeHead: from now on the real one.
      response.writeHead = original.writeHead as ServerResponse['writeHead'];
      response.flushHeaders = original.flushHeaders;
      const existing = response.getHeader('content-security-policy');
      finishHeaders(existing === undefined ? nonHtmlPolicy(path) : undefined);
    }
    return decided;
  };

  // Headers passed to writeHead are only recorded: for HTML, the CSP is known at the end.
  response.writeHead = ((statusCode: number, reason?: string | OutgoingHttpHeaders, headers?: OutgoingHttpHeaders) => {
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
    const body = rendered;
    if (as === undefined || body.length < MIN_COMPRESS_BYTES) return { csp, payload: Promise.resolve(body), encoding: undefined };
    return { csp, payload: compress(body, as, level[as]), encoding: as };
  };

  const sendHtml = async (body: Buffer, done: (() => void) | undefined) => {
    if (response.headersSent) {
      original.end(body, done);
      return;
    }
    // Already compressed by the handler: sent as it is.
    const as = response.getHeader('content-encoding') === undefined ? encoding : undefined;
    const pages = options.pages;
    const cacheable =
      pages !== undefined &&
      as === encoding &&
      request.method !== 'HEAD' &&
      isStaticPage(response.statusCode, (name) => response.getHeader(name));
    const parts = cacheable ? pages.partsOf(path, as, body, () => partsOf(body, as, LEVELS.static)) : partsOf(body, as, LEVELS.dynamic);
    finishHeaders(parts.csp);
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
    if (cacheable && key !== undefined) answers!.keep(key, request, response, payload);
    if (response.destroyed) return;
    original.writeHead(response.statusCode);
    original.end(head ? undefined : payload, done);
  };
  return false;
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
