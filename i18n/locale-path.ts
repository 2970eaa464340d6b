import { defaultLocale, isLocale, type Locale } from '@/i18n/locales';

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

/**
 * The public path of a page in a locale: English is unprefixed, the others carry their code.
 * `path` is the locale-free path, always starting with "/".
 */
export function localizedPath(locale: Locale, path: string): string {
  const clean = path === '/' ? '' : path.replace(/\/+$/, '');
  if (locale === defaultLocale) return clean || '/';
  return `/${locale}${clean}`;
}

/** Absolute URL of a page in a locale. */
export function localizedUrl(origin: string, locale: Locale, path: string): string {
  return origin + localizedPath(locale, path);
}
