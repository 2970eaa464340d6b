import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ClientIsland } from '@/components/i18n/client-island';
import { BulkConverter } from '@/components/bulk/bulk-converter';
import { bulkPickerOptions } from '@/components/bulk/unit-options';
import { HowTo } from '@/components/bulk/how-to';
import { PageShell } from '@/components/layout/page-shell';
import { buildMetadata } from '@/i18n/metadata';
import { resolveLocale, type LocaleParams } from '@/i18n/params';
import { MAX_FILE_MB } from '@/lib/bulk';
import { SITE_NAME } from '@/lib/seo/site';

// Only the locales built here exist: anything else is a 404 without rendering.
export const dynamicParams = false;

const PATH = '/tools/bulk-convert';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'BulkConvert' });
  return buildMetadata({
    locale,
    path: PATH,
    title: `${t('metaTitle')} | ${SITE_NAME}`,
    description: t('metaDescription', { max: MAX_FILE_MB }),
  });
}

export default async function BulkConvertPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'BulkConvert' });
  return (
    <PageShell>
      <div className="py-8">
        <h1 className="text-3xl font-bold tracking-tight">{t('title')}</h1>
        <p className="mt-3 max-w-3xl text-lg text-slate-700">{t('intro')}</p>
        <ClientIsland islands={['BulkConverter']}>
          <BulkConverter options={await bulkPickerOptions(locale)} />
        </ClientIsland>
        <HowTo />
      </div>
    </PageShell>
  );
}
