'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { useStore } from '@/components/storage/use-store';
import { pageview } from '@/lib/analytics';
import { loadAdsense, loadGoogleAnalytics } from '@/lib/analytics/loaders';
import { consentStore } from '@/lib/consent/store';

const GA_ID = process.env.NEXT_PUBLIC_GA_ID;
const ADSENSE_CLIENT = process.env.NEXT_PUBLIC_ADSENSE_CLIENT;

/** Reports a page view on every route change, and loads GA and ads only after consent. */
export function Analytics() {
  const pathname = usePathname();
  const decision = useStore(consentStore, (s) => s.decision);

  useEffect(() => {
    if (decision !== 'granted') return;
    if (GA_ID) loadGoogleAnalytics(GA_ID);
    if (ADSENSE_CLIENT) loadAdsense(ADSENSE_CLIENT);
  }, [decision]);

  useEffect(() => {
    pageview(pathname);
  }, [pathname]);

  return null;
}
