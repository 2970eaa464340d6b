import { locales } from '@/i18n/locales';
import { localizedUrl } from '@/i18n/locale-path';

export type SitemapEntry = {
  url: string;
  alternates: { languages: Record<string, string> };
  changeFrequency: 'daily' | 'weekly' | 'monthly' | 'yearly';
  priority: number;
};

export type SitePage = { path: string; changeFrequency?: SitemapEntry['changeFrequency']; priority?: number };

/** One entry per page per locale, each listing its translations (hreflang in the sitemap). */
export function sitemapEntries(origin: string, pages: readonly SitePage[]): SitemapEntry[] {
  return pages.flatMap((page) => {
    const languages = Object.fromEntries(locales.map((l) => [l, localizedUrl(origin, l, page.path)]));
    return locales.map((locale) => ({
      url: localizedUrl(origin, locale, page.path),
      alternates: { languages },
      changeFrequency: page.changeFrequency ?? 'monthly',
      priority: page.priority ?? 0.5,
    }));
  });
}
