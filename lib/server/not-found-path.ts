import { defaultLocale, isLocale, type Locale } from '@/i18n/locales';

/** The last segment of each locale's pre-rendered 404 page (/not-found, /de/not-found). */
export const NOT_FOUND_SEGMENT = 'not-found';

/** The language of a 404 at `path`: its locale prefix, else the default (unprefixed English). */
export function localeOfPath(path: string): Locale {
  const first = path.split('/', 2)[1] ?? '';
  return isLocale(first) ? first : defaultLocale;
}

/** Whether `path` is one of the 404 pages themselves, which are answered 404 too. */
export function isNotFoundPagePath(path: string): boolean {
  const segments = path.split('/').filter((segment) => segment !== '');
  return (
    (segments.length === 1 && segments[0] === NOT_FOUND_SEGMENT) ||
    (segments.length === 2 && isLocale(segments[0]) && segments[1] === NOT_FOUND_SEGMENT)
  );
}
