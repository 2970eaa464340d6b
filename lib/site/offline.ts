/**
 * What the service worker and the pages agree on: where the worker lives, the names of its caches,
 * the offline page of each language and which requests it may keep. Plain data and functions (no
 * browser or Next imports), so the worker (app/sw.ts), the page that registers it and the tests share
 * one definition.
 */
import { locales, type Locale } from '@/i18n/locales';
import { localizedPath } from '@/i18n/locale-path';

export const SERVICE_WORKER_URL = '/sw.js';

/** Pages the visitor opened, kept for offline use. One cache per deployment (see pageCacheName). */
export const PAGE_CACHE_PREFIX = 'unitly-pages-';
/** The last exchange rates answer, which carries its own date. Kept across deployments. */
export const RATES_CACHE = 'unitly-currency-rates';
/** The manifests of the pair apps the visitor's pages linked (lib/pwa/pair-manifest.ts). Kept across deployments. */
export const MANIFESTS_CACHE = 'unitly-app-manifests';
/** How many pair manifests the worker keeps (the oldest go first). */
export const MAX_CACHED_MANIFESTS = 20;
/** How many visited pages the worker keeps (the oldest go first). */
export const MAX_CACHED_PAGES = 200;

/** Messages a page sends to the worker. */
export const CACHE_PAGE_MESSAGE = 'CACHE_PAGE';

export function pageCacheName(buildId: string): string {
  return PAGE_CACHE_PREFIX + buildId;
}

/** The offline page's address in a language (English unprefixed, like every page). */
export function offlinePath(locale: Locale): string {
  return localizedPath(locale, '/offline');
}

export const OFFLINE_PATHS: readonly string[] = locales.map(offlinePath);

/**
 * Whether a same-origin path is a page the worker may keep for offline use. Not the API, Next's
 * internals, files, or the embeddable widget (it lives on other people's pages and must always be
 * the one the server sends now).
 */
export function isCacheablePagePath(pathname: string): boolean {
  if (pathname.startsWith('/api/') || pathname.startsWith('/_next/')) return false;
  if (pathname === '/widget/embed' || pathname.startsWith('/widget/embed/')) return false;
  if (/\.[a-z0-9]+$/i.test(pathname)) return false;
  return true;
}

const PAIR_MANIFEST_PATH = new RegExp(`^/(?:${locales.join('|')})/convert/[a-z0-9-]+/[a-z0-9-]+/manifest\\.webmanifest$`);

/** Whether a same-origin path is a pair app's manifest, which the worker keeps with the pages. */
export function isPairManifestPath(pathname: string): boolean {
  return PAIR_MANIFEST_PATH.test(pathname);
}

/**
 * The key a page is kept under: its address without query or fragment, so /convert/length/cm-to-inches?value=30
 * opens offline from the copy of /convert/length/cm-to-inches (the value is read from the address by the page).
 */
export function pageCacheKey(url: string): string {
  const parsed = new URL(url);
  return parsed.origin + parsed.pathname;
}
