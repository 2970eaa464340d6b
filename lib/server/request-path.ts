/**
 * The request target, read once by the front: its path, whether the request is well formed, the
 * canonical address of a page, and the page target Next renders (without the visitor's query).
 */

/** A request target's path: what comes before its query ("/api/convert?value=1" → "/api/convert"). */
export function pathOf(url: string | undefined): string {
  const raw = url ?? '/';
  const mark = raw.indexOf('?');
  return mark === -1 ? raw : raw.slice(0, mark);
}

/** Methods that only echo or tunnel: never useful to a website, and TRACE reflects headers. */
const REFUSED_METHODS = new Set(['TRACE', 'TRACK', 'CONNECT']);
export const ALLOWED_METHODS = 'GET, HEAD, POST, OPTIONS';

export interface Refusal {
  readonly status: 400 | 405;
  readonly reason: string;
}

function decodes(text: string): boolean {
  try {
    decodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * Why the request is refused before anything reads it, or undefined: a method that only echoes
 * (405), a target that is not a path (absolute-form "http://host/…" or "*": 400), or a path whose
 * percent-encoding is broken, once decoded or twice (Next decodes again: 400).
 */
export function refusalOf(method: string | undefined, url: string | undefined): Refusal | undefined {
  if (REFUSED_METHODS.has(method ?? '')) return { status: 405, reason: 'method' };
  if (url === undefined || !url.startsWith('/')) return { status: 400, reason: 'target' };
  const path = pathOf(url);
  if (!path.includes('%')) return undefined;
  if (!decodes(path)) return { status: 400, reason: 'encoding' };
  return decodes(decodeURIComponent(path)) ? undefined : { status: 400, reason: 'encoding' };
}

const UNRESERVED_ESCAPE = /%(2[dDeE]|3\d|[46][1-9a-fA-F]|[57][0-9aA]|5[fF]|7[eE])/g;

/** Whether `path` names a page (not a file, not the API, not Next's build files). */
export function isPagePath(path: string): boolean {
  return !path.startsWith('/_next/') && !path.startsWith('/api/') && !path.includes('.');
}

/**
 * The canonical form of `path`, or undefined when it is canonical already: one slash between
 * segments, letters and digits never percent-encoded, and a page's path in lower case (every page
 * address is) with its escapes in upper case. Such requests are redirected before anything renders, so an odd spelling costs a
 * redirect, not a render, and never a second copy of a page in a cache.
 */
export function canonicalPath(path: string): string | undefined {
  let canonical = path.replace(/\/{2,}/g, '/').replace(UNRESERVED_ESCAPE, (escape) => String.fromCharCode(parseInt(escape.slice(1), 16)));
  // Escapes keep their hex in upper case, as RFC 3986 normalises them.
  if (isPagePath(canonical)) canonical = canonical.toLowerCase().replace(/%[0-9a-f]{2}/g, (escape) => escape.toUpperCase());
  return canonical === path ? undefined : canonical;
}

/** Pages that read their query on the server: the widget's frame is configured by it. */
const READS_QUERY = new Set(['/widget/embed']);
/** Next's own navigation parameter (a checksum of the navigation's headers) stays. */
const NEXT_PARAMETER = /(?:^|&)(_rsc=[^&]*)/;

/**
 * The target Next renders for a page request: the path alone, so the first visitor's query is
 * never baked into a page everyone gets. `_rsc` stays (Next checks it); pages that read their
 * query keep it. Returns undefined when the target is unchanged.
 */
export function pageTargetOf(url: string): string | undefined {
  const mark = url.indexOf('?');
  if (mark === -1) return undefined;
  const path = url.slice(0, mark);
  if (!isPagePath(path) || READS_QUERY.has(path)) return undefined;
  const rsc = NEXT_PARAMETER.exec(url.slice(mark + 1))?.[1];
  return rsc === undefined ? path : `${path}?${rsc}`;
}
