import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SavedPages } from '@/components/pwa/saved-pages';
import { localeStaticParams, resolveLocale, type LocaleParams } from '@/i18n/params';
import { SITE_NAME } from '@/lib/seo/site';

// Only the locales built here exist: anything else is a 404 without rendering.
export const dynamicParams = false;

export const generateStaticParams = localeStaticParams;

// What the service worker shows, in the visitor's language, for a page it has no copy of while the
// network is down. Never indexed; not in the sitemap.
export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const t = await getTranslations({ locale: await resolveLocale(params), namespace: 'Offline' });
  return { title: `${t('title')} | ${SITE_NAME}`, robots: { index: false, follow: false } };
}

export default async function OfflinePage({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'Offline' });
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight">{t('title')}</h1>
      <p className="mt-3 text-lg text-slate-700">{t('text')}</p>
      {/* An empty href is this very address: following it asks the network again. */}
      <a href="" className="mt-6 inline-flex rounded-lg bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700">
        {t('retry')}
      </a>
      <SavedPages locale={locale} title={t('savedTitle')} empty={t('savedEmpty')} />
    </div>
  );
}
