'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { CACHE_PAGE_MESSAGE, SERVICE_WORKER_URL } from '@/lib/site/offline';

/** How often, at most, a navigation inside the app asks the server whether a new worker exists. */
const UPDATE_CHECK_INTERVAL_MS = 60_000;

/**
 * Registers the service worker (production builds only) and keeps it in step with the visitor:
 * every page reached asks the worker to keep a copy for offline use; a new deployment's worker,
 * once installed, takes over at the visitor's next navigation, which then loads that page afresh,
 * so old HTML never runs with new scripts. Renders nothing.
 */
export function ServiceWorkerRegistration() {
  const pathname = usePathname();
  const registration = useRef<ServiceWorkerRegistration | null>(null);
  const firstPath = useRef(true);
  const lastUpdateCheck = useRef(0);

  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
    navigator.serviceWorker
      .register(SERVICE_WORKER_URL, { scope: '/', updateViaCache: 'none' })
      .then((registered) => {
        registration.current = registered;
        lastUpdateCheck.current = Date.now();
        // This page was loaded from the network just now: a worker that is waiting may take over.
        registered.waiting?.postMessage({ type: 'SKIP_WAITING' });
        return navigator.serviceWorker.ready;
      })
      .then((ready) => ready.active?.postMessage({ type: CACHE_PAGE_MESSAGE, url: window.location.href }))
      .catch(() => {
        // No worker (private mode, blocked storage): the site works online as before.
      });
  }, []);

  useEffect(() => {
    if (firstPath.current) {
      firstPath.current = false;
      return;
    }
    const current = registration.current;
    if (!current) return;
    if (current.waiting && navigator.serviceWorker.controller) {
      navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
      current.waiting.postMessage({ type: 'SKIP_WAITING' });
      return;
    }
    current.active?.postMessage({ type: CACHE_PAGE_MESSAGE, url: window.location.href });
    if (Date.now() - lastUpdateCheck.current > UPDATE_CHECK_INTERVAL_MS) {
      lastUpdateCheck.current = Date.now();
      current.update().catch(() => undefined);
    }
  }, [pathname]);

  return null;
}
