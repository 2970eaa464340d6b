/**
 * Cached Intl formatters. Building an Intl.NumberFormat or Intl.PluralRules costs tens of
 * microseconds, and a table or a recipe formats many numbers, so each locale and set of options
 * is built once and reused for the life of the process (or page).
 */
import { intlLocale } from '@/i18n/languages';
import type { Locale } from '@/i18n/locales';

/** A site locale, or 'plain': dot decimal, as programs read numbers back (API, CSV). */
export type FormatLocale = Locale | 'plain';

function tagOf(locale: FormatLocale): string {
  return locale === 'plain' ? 'en-US' : (intlLocale[locale] ?? intlLocale.en);
}

const numberFormats = new Map<string, Intl.NumberFormat>();
// Hot callers (the converter's result, the API) pass the same options object every time: found by
// identity, without serialising the options.
const byOptionsObject = new WeakMap<Intl.NumberFormatOptions, Map<FormatLocale, Intl.NumberFormat>>();

function build(locale: FormatLocale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (format === undefined) {
    format = new Intl.NumberFormat(tagOf(locale), options);
    numberFormats.set(key, format);
  }
  return format;
}

/** The Intl.NumberFormat for `locale` with `options`, built on first use. */
export function numberFormat(locale: FormatLocale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  let perLocale = byOptionsObject.get(options);
  if (perLocale === undefined) {
    perLocale = new Map();
    byOptionsObject.set(options, perLocale);
  }
  let format = perLocale.get(locale);
  if (format === undefined) {
    format = build(locale, options);
    perLocale.set(locale, format);
  }
  return format;
}

const pluralRulesByLocale = new Map<Locale, Intl.PluralRules>();

/** The locale's cardinal plural rules ("one", "other"...), built on first use. */
export function pluralRules(locale: Locale): Intl.PluralRules {
  let rules = pluralRulesByLocale.get(locale);
  if (rules === undefined) {
    rules = new Intl.PluralRules(tagOf(locale));
    pluralRulesByLocale.set(locale, rules);
  }
  return rules;
}
