import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageMetadata } from '@/lib/seo/metadata';
import { SITE_NAME, siteUrl } from '@/lib/seo/site';
import { catalogueFigures } from '@/lib/units';
import type { Locale } from './locales';

type MetaInput = { locale: Locale; path: string; title: string; description: string; image?: string };

/** Next metadata for a page: its own title and description plus canonical, hreflang and social tags. */
export function buildMetadata({ locale, path, title, description, image }: MetaInput): Metadata {
  return pageMetadata({ locale, path, title, description, image, origin: siteUrl(), siteName: SITE_NAME });
}

/** Metadata for a page whose namespace has `metaTitle` and `metaDescription` messages. */
export async function namespaceMetadata(
  locale: Locale,
  path: string,
  namespace: 'Home' | 'Tools' | 'About' | 'Privacy' | 'Terms' | 'Contact',
): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace });
  const title = namespace === 'Home' ? t('metaTitle') : `${t('metaTitle')} | ${SITE_NAME}`;
  // Home's description states the catalogue's size; the others take no values.
  return buildMetadata({ locale, path, title, description: t('metaDescription', catalogueFigures) });
}
