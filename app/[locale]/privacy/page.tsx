import type { Metadata } from 'next';
import { getFormatter, getTranslations } from 'next-intl/server';
import { PageShell } from '@/components/layout/page-shell';
import { ProsePage } from '@/components/layout/prose-page';
import { Link } from '@/i18n/navigation';
import { namespaceMetadata } from '@/i18n/metadata';
import { resolveLocale, type LocaleParams } from '@/i18n/params';
import { LEGAL_UPDATED } from '@/lib/legal/dates';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return namespaceMetadata(await resolveLocale(params), '/privacy', 'Privacy');
}

const sections = ['collected', 'use', 'cookies', 'security', 'rights', 'changes'] as const;

export default async function PrivacyPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'Privacy' });
  const format = await getFormatter({ locale });
  const date = format.dateTime(LEGAL_UPDATED, { dateStyle: 'long', timeZone: 'UTC' });
  return (
    <PageShell>
      <ProsePage
        title={t('title')}
        lead={
          <>
            <p className="text-sm text-slate-600">{t('updated', { date })}</p>
            <p className="mt-3">{t('intro')}</p>
          </>
        }
        sections={[
          ...sections.map((key) => ({ title: t(`${key}Title`), body: <p>{t(key)}</p> })),
          {
            title: t('contactTitle'),
            body: (
              <p>
                <Link href="/contact" className="text-brand-700 underline">
                  {t('contact')}
                </Link>
              </p>
            ),
          },
        ]}
      />
    </PageShell>
  );
}
