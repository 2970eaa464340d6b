import type { Locale } from '@/i18n/locales';

/** Words that keep their capital inside an English sentence: names of people and peoples. */
const PROPER = /^(Celsius|Fahrenheit|British)\b/;

/**
 * A unit's site name ("Cups (US)", "Kilogramos") as it reads inside a sentence: "cups (US)",
 * "kilogramos". German nouns keep their capital, and so do symbols ("BTU") and proper names.
 */
export function inSentence(name: string, locale: Locale): string {
  if (locale === 'de' || name.length < 2 || name[1] !== name[1]!.toLowerCase() || PROPER.test(name)) return name;
  return name[0]!.toLowerCase() + name.slice(1);
}
