import type { Locale } from '@/i18n/locales';
import type { CategoryId } from '@/lib/units/catalogue';
import { frenchSingular, frenchWithArticle } from './french-singular';
import { GERMAN_ADJECTIVE, inSentence } from './in-sentence';

/** Plural nouns whose dative takes no -n: loans and units named after people ("in Joule", "in Byte"). */
const NO_DATIVE_N = /(?:byte|joule|ampere|candle|stone|barrel|bushel)$/iu;

/** A German plural noun in the dative: Zentimeter → Zentimetern, Punkte → Punkten, Zoll stays. */
function dativeNoun(word: string): string {
  return NO_DATIVE_N.test(word) || !/(?:e|el|er)$/u.test(word) ? word : `${word}n`;
}

/**
 * A German unit name (a plural, as UnitNames holds them) in the dative, as "in", "mit" and "von"
 * want it: "in Zentimetern", "in DTP-Punkten", "in britischen Gallonen", "in Metern pro Sekunde".
 * The head is the first noun (after an opening adjective, which takes -n too); what follows it
 * ("pro Sekunde", "Quecksilbersäule") does not change. CLDR's German datives agree
 * (tests/unit/format/in-sentence.test.ts). Names of currencies (singular) are left as they are.
 */
export function germanDative(name: string, category?: CategoryId): string {
  if (category === 'currency' || /^pro\s/iu.test(name)) return name;
  const words = name.split(' ');
  const head = GERMAN_ADJECTIVE.test(name) ? 1 : 0;
  if (head === 1) words[0] = `${words[0]!.replace(/e$/u, '')}en`;
  // A fraction before the unit it divides stays as it is: "zwischen Tausendstel Zoll und Millimetern".
  const fraction = words.length > head + 1 && /tel$/u.test(words[head] ?? '');
  if (words[head] !== undefined && !fraction) words[head] = dativeNoun(words[head]!);
  return words.join(' ');
}

/**
 * Two units' names as messages about converting one into the other take them. `fromDative` and
 * `toDative` are the names after a German "in" ("Wie viel sind 5 Zoll in Zentimetern?"); other
 * languages have no case to mark, and they are the names as in a sentence. `fromOne` and `toOne`
 * are the names after a number below two in French ("1,9 kilomètre par heure"), where French takes
 * the singular; every other language counts such a number in the plural, and they are the names.
 * `fromArticle` and `toArticle` carry the definite article French wants after "entre" ("les
 * centimètres", "le décimal"); the other languages' questions name units bare.
 */
export function sentenceNames(
  from: string,
  to: string,
  category: CategoryId,
  locale: Locale,
): Record<'fromStart' | 'fromName' | 'toName' | 'fromDative' | 'toDative' | 'fromOne' | 'toOne' | 'fromArticle' | 'toArticle', string> {
  // The sentence's own name, capitalised to open one: "US dollar", not CLDR's "US Dollar".
  const fromName = inSentence(from, locale, category);
  const dative = (name: string) => inSentence(locale === 'de' ? germanDative(name, category) : name, locale, category);
  const toName = inSentence(to, locale, category);
  const french = locale === 'fr' && category !== 'currency';
  const one = (name: string) => (french ? frenchSingular(name) : name);
  const article = (name: string) => (french ? frenchWithArticle(name) : name);
  return {
    fromStart: fromName.charAt(0).toLocaleUpperCase(locale) + fromName.slice(1),
    fromName,
    toName,
    fromDative: dative(from),
    toDative: dative(to),
    fromOne: one(fromName),
    toOne: one(toName),
    fromArticle: article(fromName),
    toArticle: article(toName),
  };
}
