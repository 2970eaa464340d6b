import type { Locale } from '@/i18n/locales';
import type { CategoryId } from '@/lib/units/catalogue';

/** Words that keep their capital inside a sentence: names of people and peoples, and of Mondopoint (ISO 9407's sizes). */
const PROPER = /^(Celsius|Fahrenheit|Rankine|Réaumur|British|Scandinavian|Japanese|NATO|US|UK|EU|Mondopoint)\b/;

/** An adjective that opens a German name ("Britische Ringgrößen", "Metrische Tassen"). */
export const GERMAN_ADJECTIVE = /^\p{Lu}\p{Ll}*ische[nrs]?\s/u;

const lowerFirst = (name: string, locale: Locale) => name.charAt(0).toLocaleLowerCase(locale) + name.slice(1);

/**
 * CLDR's English currency names are title case ("Swedish Krona", "Israeli New Shekel"); in a
 * sentence the currency's noun is lower case ("Swedish krona", "Israeli new shekel", "euro").
 */
function englishCurrency(name: string): string {
  return name
    .replace(/\bNew Shekel$/u, 'new shekel')
    .replace(/(\p{Lu})(\p{Ll}+)$/u, (_, first: string, rest: string) => first.toLowerCase() + rest);
}

/**
 * A unit's site name ("Cups (US)", "Kilogramos") as it reads inside a sentence: "cups (US)",
 * "kilogramos". German nouns keep their capital, an adjective opening a German name does not
 * ("in britische Ringgrößen"); symbols ("BTU") and proper names keep theirs ("degrees Celsius",
 * "Scandinavian miles"). Given its `category`, currency names stay as CLDR writes them, but for
 * the lower-case noun of English ones.
 */
export function inSentence(name: string, locale: Locale, category?: CategoryId): string {
  if (category === 'currency') return locale === 'en' ? englishCurrency(name) : name;
  if (locale === 'de') return GERMAN_ADJECTIVE.test(name) ? lowerFirst(name, locale) : name;
  if (name.length < 2 || name[1] !== name[1]!.toLowerCase() || PROPER.test(name)) return name;
  return lowerFirst(name, locale);
}
