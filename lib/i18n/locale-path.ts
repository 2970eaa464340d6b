import { defaultLocale, isLocale, type Locale } from '@/i18n/locales';
import { localizedPath } from '@/lib/seo/paths';

/** The language of a page from its path: its first segment, or English (which has no prefix). */
export function localeOfPath(pathname: string): Locale {
  const first = pathname.split('/')[1];
  return isLocale(first) ? first : defaultLocale;
}

/** The same page in another language: "/de/category/length" in French is "/fr/category/length". */
export function pathInLocale(pathname: string, locale: Locale): string {
  const segments = pathname.split('/');
  const path = isLocale(segments[1]) ? '/' + segments.slice(2).join('/') : pathname;
  return localizedPath(locale, path || '/');
}
