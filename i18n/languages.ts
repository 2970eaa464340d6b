import type { Locale } from './locales';

/** Each language named in itself (endonym), as a language picker shows it in every locale. */
export const languageNames = {
  en: 'English',
  es: 'Español',
  de: 'Deutsch',
  fr: 'Français',
  no: 'Norsk',
} as const satisfies Record<Locale, string>;

/** BCP 47 tags for Intl and hreflang: "no" alone is a macrolanguage; the site is written in Bokmål. */
export const intlLocale = {
  en: 'en-US',
  es: 'es-ES',
  de: 'de-DE',
  fr: 'fr-FR',
  no: 'nb-NO',
} as const satisfies Record<Locale, string>;
