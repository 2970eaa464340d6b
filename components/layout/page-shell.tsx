import type { ReactNode } from 'react';
import { AdSlot } from '@/components/ads/ad-slot';

/**
 * The frame of a content page: top ad, content with an optional sticky sidebar ad, bottom ad.
 * `phoneTopAd={false}` leaves the top ad out on phones, for pages that place it themselves below
 * their converter (`<AdSlot position="top" show="phones" />`), so the answer is on the
 * first screen. `toaster` is the notifications region (`<PageToaster />`), for pages with something
 * to copy. This module imports no client component, so a page that uses it ships none of its own.
 */
export function PageShell({
  children,
  sidebarAd = true,
  phoneTopAd = true,
  toaster,
}: {
  children: ReactNode;
  sidebarAd?: boolean;
  phoneTopAd?: boolean;
  toaster?: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-7xl px-4">
      <AdSlot position="top" show={phoneTopAd ? 'always' : 'tablets'} />
      <div className="flex gap-8">
        <div className="min-w-0 flex-1">{children}</div>
        {sidebarAd ? (
          <div className="hidden min-[1200px]:block">
            <AdSlot position="sidebar" />
          </div>
        ) : null}
      </div>
      <AdSlot position="bottom" />
      {toaster}
    </div>
  );
}
