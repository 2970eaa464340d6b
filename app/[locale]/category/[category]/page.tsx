import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { ClientIsland } from '@/components/i18n/client-island';
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
    <PageShell toaster={<PageToaster />}>
      <div className="grid gap-8 py-8 lg:grid-cols-[13rem_minmax(0,1fr)]">
        <div className="min-w-0 lg:col-start-2">
          <ClientIsland islands={['QuickConvertBox']}>
            <QuickConvertBox className="mb-6 rounded-xl border border-slate-200 bg-slate-50 p-4" />
          </ClientIsland>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t(`meta.${category}.heading`)}</h1>
          <p className="mt-3 max-w-2xl text-lg text-slate-700">{t(`meta.${category}.description`)}</p>
          <div className="mt-6">
            <ClientIsland islands={['CategoryConverter']} unitsOf={category}>
              <CategoryConverter {...pagePanels(category, {}, { locale })}>
                <PairLinks category={category} />
              </CategoryConverter>
            </ClientIsland>
          </div>
          <div className="mt-8 flex flex-col gap-8">
            <CategoryGuide locale={locale} category={category} />
            <CategoryFaq locale={locale} category={category} />
            <CategoryPairIndex locale={locale} category={category} />
          </div>
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
