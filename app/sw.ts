/// <reference lib="webworker" />
/**
 * The service worker (built by scripts/build-sw.ts into public/sw.js after `next build`; Serwist does
 * the caching). What it keeps and why:
 * - precached at install: Next's hashed scripts and styles, the icons, the manifest and the offline
 *   page of every language, so a page the visitor opened works without a network;
 * - pages the visitor opened, network first (always fresh online, from the cache when the network
 *   fails), in a cache of this deployment only: a new deployment's worker drops the old pages with
 *   the old scripts, so old HTML never meets new scripts;
 * - the last currency-rates answer, network first; it carries its own date, which the converter shows;
 * - the manifests of the pair apps (lib/pwa/pair-manifest.ts) the visited pages linked, network first,
 *   so an installed pair's app finds its manifest offline too (its start page is a kept page);
 * - nothing else of the API, and never the embeddable widget (it lives on other people's pages).
 * A page never visited, offline, gets the offline page of its language.
 * The new worker waits until the page tells it to take over (on the visitor's next navigation).
 */
import {
  CacheableResponsePlugin,
  ExpirationPlugin,
  NetworkFirst,
  Serwist,
  type PrecacheEntry,
  type SerwistGlobalConfig,
  type SerwistPlugin,
} from 'serwist';
import { locales } from '@/i18n/locales';
import {
  CACHE_PAGE_MESSAGE,
  MANIFESTS_CACHE,
  MAX_CACHED_MANIFESTS,
  MAX_CACHED_PAGES,
  PAGE_CACHE_PREFIX,
  RATES_CACHE,
  isCacheablePagePath,
  isPairManifestPath,
  offlinePath,
  pageCacheKey,
  pageCacheName,
} from '@/lib/site/offline';
import { localeOfPath } from '@/i18n/locale-path';

declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  }
}
declare const self: ServiceWorkerGlobalScope;
/** The Next build this worker belongs to (set by scripts/build-sw.ts). */
declare const __BUILD_ID__: string;

const pagesCache = pageCacheName(__BUILD_ID__);

/** Keeps only whole, final answers: no error pages, no redirects stored under another address. */
const keepOnlyFinalAnswers: SerwistPlugin = {
  cacheWillUpdate: async ({ response }) => (response.status === 200 && !response.redirected ? response : null),
};

const pageStrategy = new NetworkFirst({
  cacheName: pagesCache,
  networkTimeoutSeconds: 4,
  plugins: [
    keepOnlyFinalAnswers,
    new ExpirationPlugin({ maxEntries: MAX_CACHED_PAGES }),
    { cacheKeyWillBeUsed: async ({ request }) => pageCacheKey(request.url) },
  ],
});

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  precacheOptions: { cleanupOutdatedCaches: true },
  skipWaiting: false,
  clientsClaim: true,
  navigationPreload: true,
  disableDevLogs: true,
  runtimeCaching: [
    {
      matcher: ({ request, url, sameOrigin }) => sameOrigin && request.mode === 'navigate' && isCacheablePagePath(url.pathname),
      handler: pageStrategy,
    },
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname === '/api/currency-rates',
      handler: new NetworkFirst({
        cacheName: RATES_CACHE,
        networkTimeoutSeconds: 5,
        plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 2 })],
      }),
    },
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && isPairManifestPath(url.pathname),
      handler: new NetworkFirst({
        cacheName: MANIFESTS_CACHE,
        networkTimeoutSeconds: 4,
        plugins: [keepOnlyFinalAnswers, new ExpirationPlugin({ maxEntries: MAX_CACHED_MANIFESTS })],
      }),
    },
  ],
  fallbacks: {
    entries: locales.map((locale) => ({
      url: offlinePath(locale),
      matcher: ({ request }) => request.mode === 'navigate' && localeOfPath(new URL(request.url).pathname) === locale,
    })),
  },
});

// Worker scripts: Turbopack's worker bootstrap reads its chunk list from the fragment of its own
// address (`#params=`), and a worker's address is that of the response that started it. A response
// taken from a cache carries the address it was stored under, without the fragment, so the worker
// started without its config ("Missing worker bootstrap config") whenever this worker controlled the
// page. A Response built here has no address of its own, so the worker keeps the one it was asked
// for. Registered before Serwist's listener, which then never sees these requests.
self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.destination !== 'worker' || new URL(request.url).origin !== self.location.origin) return;
  event.stopImmediatePropagation();
  event.respondWith(workerScript(request));
});

async function workerScript(request: Request): Promise<Response> {
  const url = new URL(request.url);
  url.hash = '';
  const response = (await serwist.matchPrecache(url.href)) ?? (await fetch(request));
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers: response.headers });
}

// A page reached by the app's own navigation (no document request passes the worker) asks for its
// copy to be kept, and so does the very first page, which loaded before the worker existed.
self.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown; url?: unknown } | null;
  if (data?.type !== CACHE_PAGE_MESSAGE || typeof data.url !== 'string') return;
  const url = new URL(data.url, self.location.origin);
  if (url.origin !== self.location.origin || !isCacheablePagePath(url.pathname)) return;
  const request = new Request(url.href, { credentials: 'same-origin', headers: { Accept: 'text/html' } });
  event.waitUntil(
    pageStrategy.handle({ request, event }).then(
      () => undefined,
      () => undefined,
    ),
  );
});

// Pages kept by an earlier deployment point at its scripts, which this worker no longer keeps.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((name) => name.startsWith(PAGE_CACHE_PREFIX) && name !== pagesCache).map((name) => caches.delete(name))),
      ),
  );
});

serwist.addEventListeners();
