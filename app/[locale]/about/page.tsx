import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageShell } from '@/components/layout/page-shell';
import { ProsePage } from '@/components/layout/prose-page';
import { namespaceMetadata } from '@/i18n/metadata';
import { resolveLocale, type LocaleParams } from '@/i18n/params';
import { catalogueFigures } from '@/lib/units';

// Only the locales built here exist: anything else is a 404 without rendering.
export const dynamicParams = false;

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return namespaceMetadata(await resolveLocale(params), '/about', 'About');
}

const sections = ['mission', 'devices', 'tools', 'independent'] as const;

export default async function AboutPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'About' });
  return (
    <PageShell>
      <ProsePage
        title={t('title')}
        lead={<p>{t('intro')}</p>}
        sections={sections.map((key) => ({ title: t(`${key}Title`), body: <p>{t(key, catalogueFigures)}</p> }))}
      />
    </PageShell>
  );
}
