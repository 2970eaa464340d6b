import type { ReactNode } from 'react';
import { AdSlot } from '@/components/ads/ad-slot';
import { ClientIsland } from '@/components/i18n/client-island';
import { LazyToaster } from '@/components/ui/lazy-toaster';

/**
 * The frame of a content page: top ad, content with an optional sticky sidebar ad, bottom ad.
 * `phoneTopAd={false}` leaves the top ad out on phones, for pages that place it themselves below
 * their converter (`<AdSlot position="top" className="md:hidden" />`), so the answer is on the
 * first screen. `toaster` adds the notifications region, for pages with something to copy; its
 * code loads when the first notification is raised.
 */
export function PageShell({
  children,
  sidebarAd = true,
  phoneTopAd = true,
  toaster = false,
}: {
  children: ReactNode;
  sidebarAd?: boolean;
  phoneTopAd?: boolean;
  toaster?: boolean;
}) {
  return (
    <div className="mx-auto max-w-7xl px-4">
      <AdSlot position="top" className={phoneTopAd ? undefined : 'hidden md:flex'} />
      <div className="flex gap-8">
        <div className="min-w-0 flex-1">{children}</div>
        {sidebarAd ? (
          <div className="hidden min-[1200px]:block">
            <AdSlot position="sidebar" />
          </div>
        ) : null}
      </div>
      <AdSlot position="bottom" />
      {toaster ? (
        <ClientIsland islands={['LazyToaster']}>
          <LazyToaster />
        </ClientIsland>
      ) : null}
    </div>
  );
}
