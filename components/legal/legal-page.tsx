import { getFormatter, getTranslations } from 'next-intl/server';
import { PageShell } from '@/components/layout/page-shell';
import { ProsePage } from '@/components/layout/prose-page';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { LEGAL_UPDATED } from '@/lib/site/legal-dates';

type LegalNamespace = 'Privacy' | 'Terms';

/**
 * A dated legal text: the "last updated" line, an optional intro, its sections in order, and a
 * closing contact section that links to the contact page.
 */
export async function LegalPage({
  locale,
  namespace,
  sections,
  withIntro,
}: {
  locale: Locale;
  namespace: LegalNamespace;
  sections: readonly string[];
  withIntro: boolean;
}) {
  // The legal namespaces share their key pattern (<key>, <key>Title, updated, intro, contact…).
  const t = (await getTranslations({ locale, namespace })) as unknown as (key: string, values?: Record<string, string>) => string;
  const format = await getFormatter({ locale });
  const date = format.dateTime(LEGAL_UPDATED, { dateStyle: 'long', timeZone: 'UTC' });
  return (
    <PageShell>
      <ProsePage
        title={t('title')}
        lead={
          <>
            <p className="text-sm text-slate-600">{t('updated', { date })}</p>
            {withIntro ? <p className="mt-3">{t('intro')}</p> : null}
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
