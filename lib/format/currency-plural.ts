import { intlLocale } from '@/i18n/languages';
import type { Locale } from '@/i18n/locales';
import { currencyPluralName } from '@/lib/units/currency-name';
import { unitSymbol } from '@/lib/units/symbols';
import { GERMAN_ADJECTIVE, inSentence } from './in-sentence';

/**
 * A currency named in the plural as a sentence counts money in it: "an amount in US dollars",
 * "un importe en coronas checas", "ein Betrag in schwedischen Kronen" (German after "in" takes the
 * dative: an opening adjective ends in -en and loses its capital; the noun does not change).
 */
export function currencyPlural(code: string, locale: Locale): string {
  const plural = currencyPluralName(intlLocale[locale], unitSymbol('currency', code, locale));
  if (locale !== 'de') return inSentence(plural, locale, 'currency');
  if (!GERMAN_ADJECTIVE.test(plural)) return plural;
  const [adjective, ...rest] = plural.split(' ');
  return [`${adjective!.charAt(0).toLowerCase()}${adjective!.slice(1).replace(/e$/u, '')}en`, ...rest].join(' ');
}
