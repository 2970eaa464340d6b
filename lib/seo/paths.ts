import { defaultLocale, type Locale } from '@/i18n/locales';

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
