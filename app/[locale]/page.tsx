import type { Metadata } from 'next';
import { HistorySections } from '@/components/history/history-sections';
import { ClientIsland } from '@/components/i18n/client-island';
import { CategoryGrid } from '@/components/home/category-grid';
import { Hero } from '@/components/home/hero';
import { HomeConverter } from '@/components/home/home-converter';
import { PopularPairs } from '@/components/home/popular-pairs';
import { WhyChoose } from '@/components/home/why-choose';
import { PageShell } from '@/components/layout/page-shell';
import { PageToaster } from '@/components/ui/page-toaster';
import { namespaceMetadata } from '@/i18n/metadata';
import { resolveLocale, type LocaleParams } from '@/i18n/params';
import { HOME_CATEGORY } from '@/lib/converter';
import { cardUnitsOf } from '@/lib/converter/card-units-of';
import { initialViewOf } from '@/lib/converter/initial-view';

// Only the locales built here exist: anything else is a 404 without rendering.
export const dynamicParams = false;

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return namespaceMetadata(await resolveLocale(params), '/', 'Home');
}

export default async function HomePage({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  return (
    <PageShell toaster={<PageToaster />} sidebarAd={false}>
      <Hero />
      <ClientIsland islands={['HistorySections']}>
        <HistorySections />
      </ClientIsland>
      <ClientIsland islands={['HomeConverter']} unitNamesOf={HOME_CATEGORY}>
        <HomeConverter units={cardUnitsOf(HOME_CATEGORY, locale)!} initial={initialViewOf({ category: HOME_CATEGORY, locale })} />
      </ClientIsland>
      <CategoryGrid />
      <PopularPairs />
      <WhyChoose />
    </PageShell>
  );
}
