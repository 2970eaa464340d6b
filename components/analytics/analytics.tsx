'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { useStore } from 'zustand';
import { pageview } from '@/lib/site/analytics';
import { consentStore } from '@/lib/site/consent';
import { CONSENT_EVENT } from '@/lib/site/consent-script';

const GA_ID = process.env.NEXT_PUBLIC_GA_ID;
const ADSENSE_CLIENT = process.env.NEXT_PUBLIC_ADSENSE_CLIENT;

/**
 * Reports a page view on every route change, and loads GA and ads only after consent: their loaders
 * (lib/site/analytics-loaders) come with the consent, so a visitor who has not given it never downloads
 * them. GA, once loaded, is told of the page it was loaded on; later pages are told by `pageview`.
 * The answer is read from the consent store once the page is live, and again whenever the banner's
 * head script reports one (lib/site/consent-script.ts).
 */
export function Analytics() {
  const pathname = usePathname();
  const decision = useStore(consentStore, (s) => s.decision);

  useEffect(() => {
    const read = () => void consentStore.persist.rehydrate();
    read();
    document.addEventListener(CONSENT_EVENT, read);
    return () => document.removeEventListener(CONSENT_EVENT, read);
  }, []);

  useEffect(() => {
    if (decision !== 'granted' || (!GA_ID && !ADSENSE_CLIENT)) return;
    import('@/lib/site/analytics-loaders')
      .then(({ loadAdsense, loadGoogleAnalytics }) => {
        if (GA_ID && loadGoogleAnalytics(GA_ID)) pageview(window.location.pathname, { onlyGoogle: true });
        if (ADSENSE_CLIENT) loadAdsense(ADSENSE_CLIENT);
      })
      .catch(() => {
        // A dropped connection: no analytics or ads on this page, the site works on.
      });
  }, [decision]);

  useEffect(() => {
    pageview(pathname);
  }, [pathname]);

  return null;
}
