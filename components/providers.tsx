'use client';

import type { ReactNode } from 'react';
import { Tooltip } from 'radix-ui';
import { SWRConfig } from 'swr';
import { swrOptions } from '@/lib/fetch/swr-options';
import { Toaster } from '@/components/ui/toaster';

/** Client-side providers shared by every page: data fetching defaults, tooltips and toasts. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <SWRConfig value={swrOptions}>
      <Tooltip.Provider delayDuration={700} skipDelayDuration={300}>
        {children}
        <Toaster />
      </Tooltip.Provider>
    </SWRConfig>
  );
}
