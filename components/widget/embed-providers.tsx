'use client';

import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { swrOptions } from '@/lib/fetch/swr-options';

/**
 * The widget frame's client providers: only the data-fetching defaults (the currency card's rates).
 * Not the site's toaster: its notifications region carries Radix's fixed English name, which would
 * duplicate the host page's own region when the host is our configurator (axe landmark-unique).
 */
export function EmbedProviders({ children }: { children: ReactNode }) {
  return <SWRConfig value={swrOptions}>{children}</SWRConfig>;
}
