/**
 * The security headers of every answer, as pure functions (the node:http wiring is in
 * lib/server/secure-response). Pages stay pre-rendered: their inline scripts (Next's bootstrap and
 * RSC payload) are allowed by their SHA-256 hashes, computed from the HTML being sent, so the
 * script policy never needs 'unsafe-inline'.
 */
import { createHash } from 'node:crypto';
import { SERVICE_WORKER_URL } from '@/lib/site/offline';

/** Outside scripts the site loads after consent (lib/site/analytics-loaders). */
const THIRD_PARTY_SCRIPTS = ['https://www.googletagmanager.com', 'https://pagead2.googlesyndication.com'] as const;
const THIRD_PARTY_CONNECT = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://www.googletagmanager.com',
  'https://pagead2.googlesyndication.com',
] as const;
const THIRD_PARTY_FRAMES = ['https://googleads.g.doubleclick.net', 'https://tpc.googlesyndication.com', 'https://www.google.com'] as const;

/** Only the embeddable widget may be framed by other sites. */
export function isFramablePath(pathname: string): boolean {
  return pathname === '/widget/embed' || pathname.startsWith('/widget/embed/');
}

/** The Content-Security-Policy of a page whose inline scripts have these hash sources. */
export function contentSecurityPolicy(pathname: string, scriptHashes: readonly string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${[...scriptHashes.map((hash) => `'${hash}'`), ...THIRD_PARTY_SCRIPTS].join(' ')}`,
    // React and Tailwind set style attributes; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self' ${THIRD_PARTY_CONNECT.join(' ')}`,
    `frame-src 'self' ${THIRD_PARTY_FRAMES.join(' ')}`,
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    isFramablePath(pathname) ? 'frame-ancestors *' : "frame-ancestors 'self'",
  ].join('; ');
}

/** The policy of answers that are not HTML (JSON, images, scripts): nothing may run or frame them. */
export const NON_HTML_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * The policy of the service worker's script. A worker runs under the policy its script was served
 * with, and this one fetches the site's own pages, scripts and rates to keep them for offline use.
 */
export const SERVICE_WORKER_CSP = "default-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * The policy of a non-HTML answer at `pathname`: nothing may run in or frame it, but for the service
 * worker's script (the path decides; the content type does not).
 */
export function nonHtmlPolicy(pathname: string): string {
  // A worker runs under its script's policy: the service worker, and the page's own workers (the
  // bulk converter's), whose bootstrap script imports the build's chunks.
  const startsWorker = pathname === SERVICE_WORKER_URL || (pathname.startsWith('/_next/static/') && pathname.endsWith('.js'));
  return startsWorker ? SERVICE_WORKER_CSP : NON_HTML_CSP;
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/**
 * The 'sha256-…' sources of every inline script in `html` that a browser would run: scripts with a
 * src, and data blocks (JSON-LD and other non-JavaScript types), need none.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type !== undefined && type !== 'module' && !type.includes('javascript') && !type.includes('ecmascript')) continue;
    hashes.add(`sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`);
  }
  return [...hashes];
}

/** At least a year (the Observatory and preload lists ask for that), subdomains included. */
export const HSTS = 'max-age=63072000; includeSubDomains';

/** Headers every answer carries. */
export const COMMON_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Cross-Origin-Opener-Policy': 'same-origin',
  // Features the site never uses are switched off for it and every frame it embeds.
  'Permissions-Policy':
    'accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=(), xr-spatial-tracking=()',
} as const;

/**
 * Every security header of the front's own JSON answers (the API), over HTTP and over HTTPS, as
 * the flat name/value fields the answer's single writeHead takes (lib/api/node's writeAnswer).
 */
const OWN_ANSWER_HTTP: readonly string[] = [...Object.entries(COMMON_HEADERS).flat(), 'Content-Security-Policy', NON_HTML_CSP];
export const OWN_ANSWER_FIELDS = {
  http: OWN_ANSWER_HTTP,
  https: [...OWN_ANSWER_HTTP, 'Strict-Transport-Security', HSTS],
} as const satisfies Record<string, readonly string[]>;

/** One Set-Cookie line with the Secure attribute added (unchanged if it has it already). */
export function secureCookie(line: string): string {
  return /;\s*secure\s*(;|$)/i.test(line) ? line : `${line}; Secure`;
}

/**
 * Whether the visitor's connection is HTTPS: a TLS socket, or the X-Forwarded-Proto that the
 * outermost of `trustedHops` trusted proxies wrote (lib/api/client-ip's forwardedHops; with none the
 * header is the caller's word).
 */
export function isHttpsRequest(encrypted: boolean, forwardedProto: string | readonly string[] | undefined, trustedHops: number): boolean {
  if (encrypted) return true;
  if (trustedHops === 0 || forwardedProto === undefined) return false;
  const chain = (typeof forwardedProto === 'string' ? forwardedProto : forwardedProto.join(','))
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter((entry) => entry !== '');
  return chain[Math.max(0, chain.length - trustedHops)] === 'https';
}
