import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ToolGrid } from '@/components/tools/tool-grid';
import { PageShell } from '@/components/layout/page-shell';
import { namespaceMetadata } from '@/i18n/metadata';
import { resolveLocale, type LocaleParams } from '@/i18n/params';

// Only the locales built here exist: anything else is a 404 without rendering.
export const dynamicParams = false;

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return namespaceMetadata(await resolveLocale(params), '/tools', 'Tools');
}

export default async function ToolsPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'Tools' });
  return (
    <PageShell>
      <div className="py-8">
        <h1 className="text-3xl font-bold tracking-tight">{t('title')}</h1>
        <p className="mt-3 max-w-2xl text-lg text-slate-700">{t('intro')}</p>
        <ToolGrid />
      </div>
    </PageShell>
  );
}
