import type { Locale } from '@/i18n/locales';
import { browserStorage } from '@/lib/site/browser-storage';

const LANGUAGE_STORAGE_KEY = 'language';
const LOCALE_COOKIE = 'NEXT_LOCALE';
const ONE_YEAR_S = 60 * 60 * 24 * 365;

/** Remembers the chosen language in localStorage (key `language`) and in next-intl's cookie. */
export function rememberLocale(locale: Locale): void {
  try {
    browserStorage()?.setItem(LANGUAGE_STORAGE_KEY, locale);
  } catch {
    // Storage can refuse to write (quota, private mode); the cookie still carries the choice.
  }
  // Over HTTPS every cookie of the site is Secure (the server adds it to the ones it sets).
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${ONE_YEAR_S}; samesite=lax${secure}`;
}
