/** How the day of the rates reads on the page (en-US long format; the locale's elsewhere). */
import { isLocale, type Locale } from '@/i18n/locales';

/** The Intl locale dates of rates are written in: en-US for English, the page's locale otherwise. */
export function ratesDateLocale(locale: Locale): string {
  return locale === 'en' ? 'en-US' : locale;
}

/**
 * "November 20, 2026", "20. November 2026", … for `lastUpdated` (seconds). Read in UTC: the rates
 * are for a calendar day, which must not become the day before west of Greenwich.
 */
export function formatRatesDate(lastUpdated: number, locale: Locale | string): string {
  const intlLocale = isLocale(locale) ? ratesDateLocale(locale) : locale;
  return new Intl.DateTimeFormat(intlLocale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(lastUpdated * 1000));
}
