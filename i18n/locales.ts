/**
 * The site's languages, defined once. Plain data (no Next imports) so that lib/ can use it too;
 * i18n/routing.ts builds the next-intl routing from it.
 */
export const locales = ['en', 'es', 'de', 'fr', 'no'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}
