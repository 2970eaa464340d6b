import { locales, type Locale } from '@/i18n/locales';
import { localizedUrl } from '@/i18n/locale-path';

export type PageSeo = {
  locale: Locale;
  /** Locale-free path of the page, e.g. "/category/length". */
  path: string;
  title: string;
  description: string;
  origin: string;
  siteName: string;
  /** Absolute or root-relative social image; defaults to the site icon. */
  image?: string;
};

const OG_LOCALE = { en: 'en_US', es: 'es_ES', de: 'de_DE', fr: 'fr_FR', no: 'nb_NO' } as const satisfies Record<Locale, string>;

const DEFAULT_SOCIAL_IMAGE = '/icon.png';

/**
 * Everything a page tells search engines and social networks about itself: a canonical URL of its own
 * locale, hreflang alternates for all five plus x-default (the English page), Open Graph and X's card.
 * Plain data in the shape of Next's `Metadata`, so the helper is testable without Next.
 */
export function pageMetadata(seo: PageSeo) {
  const canonical = localizedUrl(seo.origin, seo.locale, seo.path);
  const languages: Record<string, string> = {};
  for (const locale of locales) languages[locale] = localizedUrl(seo.origin, locale, seo.path);
  languages['x-default'] = localizedUrl(seo.origin, 'en', seo.path);
  const image = new URL(seo.image ?? DEFAULT_SOCIAL_IMAGE, seo.origin + '/').toString();

  return {
    metadataBase: new URL(seo.origin + '/'),
    title: seo.title,
    description: seo.description,
    alternates: { canonical, languages },
    openGraph: {
      type: 'website' as const,
      url: canonical,
      siteName: seo.siteName,
      title: seo.title,
      description: seo.description,
      locale: OG_LOCALE[seo.locale],
      images: [{ url: image }],
    },
    // X falls back to Open Graph's title, description and image when its own tags are absent; repeating
    // them put the description in every page twice more (HTML and RSC payload).
    twitter: { card: 'summary' as const },
  };
}
