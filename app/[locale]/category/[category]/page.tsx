import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { ClientIsland } from '@/components/i18n/client-island';
import { AdSlot } from '@/components/ads/ad-slot';
import { CategoryNav } from '@/components/category/category-nav';
import { CategoryPairIndex } from '@/components/category/category-pair-index';
import { PairLinks } from '@/components/category/pair-links';
import { CategoryFaq } from '@/components/content/category-faq';
import { CategoryGuide } from '@/components/content/category-guide';
import { CategoryConverter } from '@/components/converter/category-converter';
import { pagePanels } from '@/components/converter/page-panels';
import { QuickConvertBox } from '@/components/quick/quick-convert-box';
import { PageShell } from '@/components/layout/page-shell';
import { PageToaster } from '@/components/ui/page-toaster';
import { buildMetadata } from '@/i18n/metadata';
import { resolveLocale } from '@/i18n/params';
import { SITE_NAME } from '@/lib/seo/site';
import { categoryIds, isCategoryId, type CategoryId } from '@/lib/units';

// Only the locales and categories built here exist: anything else is a 404 without rendering.
export const dynamicParams = false;

type CategoryParams = { params: Promise<{ locale: string; category: string }> };

/** Every category, pre-rendered in every locale (the layout supplies the locales). */
export function generateStaticParams() {
  return categoryIds.map((category) => ({ category }));
}

async function resolveCategory(params: CategoryParams['params']): Promise<CategoryId> {
  const { category } = await params;
  if (!isCategoryId(category)) notFound();
  return category;
}

export async function generateMetadata({ params }: CategoryParams): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const category = await resolveCategory(params);
  const t = await getTranslations({ locale, namespace: 'Category' });
  return buildMetadata({
    locale,
    path: `/category/${category}`,
    title: `${t(`meta.${category}.title`)} | ${SITE_NAME}`,
    description: t(`meta.${category}.description`),
  });
}

export default async function CategoryPage({ params }: CategoryParams) {
  const locale = await resolveLocale(params);
  const category = await resolveCategory(params);
  const t = await getTranslations({ locale, namespace: 'Category' });
  return (
    <PageShell toaster={<PageToaster />} phoneTopAd={false}>
      <div className="grid gap-8 py-4 md:py-8 lg:grid-cols-[13rem_minmax(0,1fr)]">
        {/* Phones read the heading, then the converter, then the rest: the answer fits the first
            screen. Wider screens keep the quick-convert box, heading and introduction on top. */}
        <div className="flex min-w-0 flex-col gap-8 lg:col-start-2">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 md:order-first md:text-3xl">{t(`meta.${category}.heading`)}</h1>
          <ClientIsland islands={['CategoryConverter']} unitsOf={category}>
            <CategoryConverter {...pagePanels(category, {}, { locale })}>
              {/* Phones: the top ad comes after the converter card, so the answer is on the first screen. */}
              <AdSlot position="top" show="phones" />
              <PairLinks category={category} />
            </CategoryConverter>
          </ClientIsland>
          <ClientIsland islands={['QuickConvertBox']}>
            <QuickConvertBox className="rounded-xl border border-slate-200 bg-slate-50 p-4 md:order-[-10000]" />
          </ClientIsland>
          <p className="max-w-2xl text-lg text-slate-700 md:order-first md:-mt-5">{t(`meta.${category}.description`)}</p>
          <CategoryGuide locale={locale} category={category} />
          <CategoryFaq locale={locale} category={category} />
          <CategoryPairIndex locale={locale} category={category} />
        </div>
        <aside className="lg:col-start-1 lg:row-start-1">
          <div className="lg:sticky lg:top-4">
            <CategoryNav current={category} />
          </div>
        </aside>
      </div>
    </PageShell>
  );
}
