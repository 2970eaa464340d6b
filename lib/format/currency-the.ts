import { intlLocale } from '@/i18n/languages';
import type { Locale } from '@/i18n/locales';
import { currencyName } from '@/lib/units/currency-name';
import { unitSymbol } from '@/lib/units/symbols';
import { inSentence } from './in-sentence';
import { spanishCurrencyArticle } from './spanish-article';

/** German currency nouns that are not masculine: "die Krone", "das Pfund"; the rest are ("der Rand"). */
const GERMAN_GENDER: Readonly<Record<string, 'die' | 'das'>> = {
  Krone: 'die',
  Rupie: 'die',
  Rupiah: 'die',
  Lira: 'die',
  Mark: 'die',
  Rufiyaa: 'die',
  Gourde: 'die',
  Pataca: 'die',
  Ouguiya: 'die',
  Hrywnja: 'die',
  Pfund: 'das',
};

/** "der südafrikanische Rand", "die dänische Krone", "das libanesische Pfund": the nominative with its article. */
function german(name: string): string {
  const bare = name.replace(/\s*\(.*\)$/u, '');
  const words = bare.split(' ');
  const noun = words.find((word) => !/(?:sch|Neu|Konvertibl)e[nrs]?$/u.test(word)) ?? words[words.length - 1]!;
  const article = GERMAN_GENDER[noun.split('-').pop()!] ?? 'der';
  // After a definite article an adjective ends in -e: "Südafrikanischer" → "südafrikanische".
  const declined = name
    .split(' ')
    .map((word) =>
      /(?:sch|Neu|Konvertibl)e[nrs]?$/u.test(word) ? word.charAt(0).toLowerCase() + word.slice(1).replace(/e[nrs]$/u, 'e') : word,
    );
  return `${article} ${declined.join(' ')}`;
}

/** French currency nouns that are feminine: "la roupie indienne"; the rest are masculine ("le rand"). */
const FRENCH_FEMININE = new Set(['roupie', 'couronne', 'livre', 'gourde', 'pataca', 'hryvnia', 'lire', 'rufiyaa']);

function french(name: string): string {
  const head = name.split(' ')[0]!;
  // Elided before a vowel ("l’euro"), not before y or an aspirated h ("le yen", "la hryvnia").
  if (/^[aeiouéèêô]/iu.test(head)) return `l’${name}`;
  return `${FRENCH_FEMININE.has(head) ? 'la' : 'le'} ${name}`;
}

/**
 * A currency as the subject of a sentence, with the article its language gives it: "the US dollar",
 * "la rupia india", "der südafrikanische Rand", "l’euro"; Norwegian names are plurals and take none
 * ("saudiarabiske riyaler").
 */
export function currencyThe(code: string, locale: Locale): string {
  const name = inSentence(currencyName(intlLocale[locale], unitSymbol('currency', code, locale)), locale, 'currency');
  switch (locale) {
    case 'en':
      return `the ${name}`;
    case 'es':
      return spanishCurrencyArticle(name);
    case 'de':
      return german(name);
    case 'fr':
      return french(name);
    default:
      return name;
  }
}
