import { intlLocale } from '@/i18n/languages';
import type { Locale } from '@/i18n/locales';
import { currencyPluralName } from '@/lib/units/currency-name';
import { unitSymbol } from '@/lib/units/symbols';
import { inSentence } from './in-sentence';

/**
 * A currency named in the plural as a sentence counts money in it: "an amount in US dollars",
 * "un importe en coronas checas", "ein Betrag in schwedischen Kronen" (German after "in" takes the
 * dative: the name's adjectives end in -en; the noun does not change).
 */
export function currencyPlural(code: string, locale: Locale): string {
  const plural = currencyPluralName(intlLocale[locale], unitSymbol('currency', code, locale));
  if (locale !== 'de') return inSentence(plural, locale, 'currency');
  const words = plural.split(' ');
  return words.map((word, index) => (index < words.length - 1 ? germanDative(word) : word)).join(' ');
}

/** An adjective of a German currency's name (nominative plural "-e", or CLDR's "-er") as "-en". */
const GERMAN_NAME_ADJECTIVE = /^\p{Lu}[\p{L}-]*(?:e|ischer)$/u;
/** An adjective made from a place ("schwedisch", "libysch", "papua-neuguineisch"), written lower case. */
const PLACE_ADJECTIVE = /sche?r?$/u;

/**
 * A word before a German currency's noun, after "in" (dative plural, no article: strong "-en"):
 * "Schwedische" → "schwedischen", "Neue" → "Neuen" (part of the name "Neuer Taiwan-Dollar", so
 * capitalised); "Schweizer" and "Bosnien" stay.
 */
function germanDative(word: string): string {
  if (!GERMAN_NAME_ADJECTIVE.test(word)) return word;
  const dative = word.replace(/er?$/u, 'en');
  return PLACE_ADJECTIVE.test(word) ? dative.charAt(0).toLowerCase() + dative.slice(1) : dative;
}
