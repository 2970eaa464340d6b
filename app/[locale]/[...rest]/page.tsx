import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { NotFoundView } from '@/components/not-found/not-found-view';
import { resolveLocale, type LocaleParams } from '@/i18n/params';
import { NOT_FOUND_SEGMENT } from '@/lib/server/not-found-path';

type RestParams = { params: Promise<{ locale: string; rest: string[] }> };

/**
 * The 404 page of each locale, pre-rendered at build (/de/not-found): the front sends its HTML,
 * status 404, for every address Next answers 404, so a 404 is readable without scripts, in the
 * visitor's language, and costs no render.
 */
export function generateStaticParams() {
  return [{ rest: [NOT_FOUND_SEGMENT] }];
}

// Any other path that no page claims renders the localized not-found screen with status 404.
export default async function CatchAllPage({ params }: RestParams & LocaleParams) {
  const locale = await resolveLocale(params);
  const { rest } = await params;
  if (rest.length !== 1 || rest[0] !== NOT_FOUND_SEGMENT) notFound();
  const t = await getTranslations({ locale, namespace: 'NotFound' });
  return <NotFoundView title={t('title')} description={t('description')} home={t('home')} />;
}
