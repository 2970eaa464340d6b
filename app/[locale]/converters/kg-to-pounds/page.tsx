import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ClientIsland } from '@/components/i18n/client-island';
import { FaqSection } from '@/components/content/faq-section';
import { KgLbConverter } from '@/components/kg-to-pounds/kg-lb-converter';
import { KgLbFormula } from '@/components/kg-to-pounds/kg-lb-formula';
import { KgLbTable } from '@/components/kg-to-pounds/kg-lb-table';
import { PageShell } from '@/components/layout/page-shell';
import { PageToaster } from '@/components/ui/page-toaster';
import { buildMetadata } from '@/i18n/metadata';
import { resolveLocale, type LocaleParams } from '@/i18n/params';
import { initialKgLbState, kgToPoundsContent, quickRows } from '@/lib/kg-to-pounds';
import { SITE_NAME } from '@/lib/seo/site';

// Only the locales built here exist: anything else is a 404 without rendering.
export const dynamicParams = false;

const PATH = '/converters/kg-to-pounds';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'KgToPounds' });
  return buildMetadata({ locale, path: PATH, title: `${t('metaTitle')} | ${SITE_NAME}`, description: t('metaDescription') });
}

export default async function KgToPoundsPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'KgToPounds' });
  const faq = await getTranslations({ locale, namespace: 'Faq' });
  const items = kgToPoundsContent(locale).faq.map(({ id, values }) => ({
    id,
    question: t(`faq.${id}.question`, values),
    answer: t(`faq.${id}.answer`, values),
  }));
  return (
    <PageShell toaster={<PageToaster />}>
      <div className="flex flex-col gap-8 py-8">
        <header className="max-w-3xl">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('title')}</h1>
          <p className="mt-3 text-lg text-slate-700">{t('intro')}</p>
        </header>
        <ClientIsland islands={['KgLbConverter']}>
          <KgLbConverter initial={initialKgLbState(locale)} quick={quickRows()} />
        </ClientIsland>
        <KgLbFormula locale={locale} />
        <KgLbTable locale={locale} />
        <FaqSection id="kg-lb-faq" title={faq('title')} items={items} />
      </div>
    </PageShell>
  );
}
