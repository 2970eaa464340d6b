import { defineRouting } from 'next-intl/routing';
import { defaultLocale, locales } from './locales';

/** English is the default and has no URL prefix; the other locales are prefixed (/de/...). */
export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  localeCookie: { name: 'NEXT_LOCALE', maxAge: 60 * 60 * 24 * 365 },
});
