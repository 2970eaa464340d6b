import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageShell } from '@/components/layout/page-shell';
import { namespaceMetadata } from '@/i18n/metadata';
import { resolveLocale, type LocaleParams } from '@/i18n/params';
import { contactEmail, siteUrl } from '@/lib/seo/site';

// Only the locales built here exist: anything else is a 404 without rendering.
export const dynamicParams = false;

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return namespaceMetadata(await resolveLocale(params), '/contact', 'Contact');
}

export default async function ContactPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'Contact' });
  const email = contactEmail();
  const site = siteUrl();
  return (
    <PageShell>
      <article className="mx-auto max-w-3xl py-8">
        <h1 className="text-3xl font-bold tracking-tight">{t('title')}</h1>
        <p className="mt-4 text-lg text-slate-700">{t('intro')}</p>
        <dl className="mt-8 grid gap-4 rounded-xl border border-slate-200 bg-white p-6 sm:grid-cols-[auto_1fr]">
          <dt className="font-semibold">{t('emailLabel')}</dt>
          <dd>
            <a href={`mailto:${email}`} className="text-brand-700 underline">
              {email}
            </a>
          </dd>
          <dt className="font-semibold">{t('websiteLabel')}</dt>
          <dd>
            <a href={site} className="text-brand-700 underline">
              {site.replace(/^https?:\/\//, '')}
            </a>
          </dd>
        </dl>
        <p className="mt-6 text-slate-700">{t('replyTime')}</p>
      </article>
    </PageShell>
  );
}
