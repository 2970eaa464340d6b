import type { ReactNode } from 'react';
import { AdSlot } from '@/components/ads/ad-slot';

/** The frame of a content page: top ad, content with an optional sticky sidebar ad, bottom ad. */
export function PageShell({ children, sidebarAd = true }: { children: ReactNode; sidebarAd?: boolean }) {
  return (
    <div className="mx-auto max-w-7xl px-4">
      <AdSlot position="top" />
      <div className="flex gap-8">
        <div className="min-w-0 flex-1">{children}</div>
        {sidebarAd ? (
          <div className="hidden min-[1200px]:block">
            <AdSlot position="sidebar" />
          </div>
        ) : null}
      </div>
      <AdSlot position="bottom" />
    </div>
  );
}
