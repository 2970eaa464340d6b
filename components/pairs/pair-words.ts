import type { Locale } from '@/i18n/locales';
import type { PairGuide } from '@/lib/content/pair-guide';
import { sentenceNames } from '@/lib/format/sentence-names';
import { spanishArticle } from '@/lib/format/spanish-article';
import { currencyPlural } from '@/lib/format/currency-plural';
import { currencyThe } from '@/lib/format/currency-the';
import type { Pair } from '@/lib/units';

/** Languages whose generated currency titles and descriptions name money in the plural. */
const PLURAL_TITLES: ReadonlySet<Locale> = new Set(['en', 'es', 'fr']);

/**
 * Units named in the singular, with the article a question about where they are used takes; other
 * units' names are plurals (Spanish ones get theirs from spanishArticle).
 */
const SINGULAR_USE: Partial<Record<Locale, Readonly<Record<string, string>>>> = {
  en: {
    'speed/mach': 'Mach at sea level',
    'speed/c': 'the speed of light',
    'acceleration/g0': 'g-force',
    'ring-size/diameter': 'the inside diameter in millimeters',
    'frequency/per_min': 'counting per minute',
    'frequency/per_hour': 'counting per hour',
    'shoe-size/mondopoint': 'Mondopoint',
  },
  fr: {
    'speed/mach': 'le Mach au niveau de la mer',
    'speed/c': 'la vitesse de la lumière',
    'acceleration/g0': 'l’accélération g',
    'ring-size/diameter': 'le diamètre intérieur en millimètres',
    'frequency/per_min': 'le comptage par minute',
    'frequency/per_hour': 'le comptage par heure',
    'shoe-size/mondopoint': 'le Mondopoint',
  },
  de: {
    'speed/mach': 'die Mach-Zahl auf Meereshöhe',
    'speed/c': 'die Lichtgeschwindigkeit',
    'acceleration/g0': 'die G-Kraft',
    'ring-size/diameter': 'der Innendurchmesser in Millimetern',
    'frequency/per_min': 'die Angabe pro Minute',
    'frequency/per_hour': 'die Angabe pro Stunde',
    'shoe-size/mondopoint': 'das Mondopoint-System',
  },
};

/** A translator of one namespace, as next-intl's getTranslations and createTranslator give it. */
export type Translate = (key: string, values?: Record<string, string>) => string;

/**
 * The names of a pair's units as its messages take them; the target also with its number and, in
 * Spanish, its article ("¿Dónde se usan las pulgadas?", "Where is binary used?"); currencies also in
 * the plural ("Type an amount in US dollars").
 */
export function pairNameValues(pair: Pair, name: (unit: string) => string, locale: Locale): Record<string, string> {
  const names = sentenceNames(name(pair.from), name(pair.to), pair.category, locale);
  if (pair.category === 'currency') {
    const [fromPlural, toPlural] = [currencyPlural(pair.from, locale), currencyPlural(pair.to, locale)];
    const plural = { fromPlural, toPlural, fromThe: currencyThe(pair.from, locale), toThe: currencyThe(pair.to, locale) };
    // A title counts money as the popular pairs' do: "US dollars to euros"; German and Norwegian titles already read so.
    // German titles take the target after "in" in the accusative: "in Japanischen Yen", not "in Japanischer Yen".
    if (locale === 'de') return { ...names, ...plural, titleTo: names.toName.replace(/(sch|Neu)er(?= )/gu, '$1en') };
    if (!PLURAL_TITLES.has(locale)) return { ...names, ...plural };
    const titleFrom = fromPlural.charAt(0).toLocaleUpperCase(locale) + fromPlural.slice(1);
    return { ...names, ...plural, titleFrom, titleTo: toPlural };
  }
  // Names of number bases are singular ("binary", "das Binärsystem", "binærtall"): a count of their own.
  if (pair.category === 'numeric')
    return { ...names, toThe: locale === 'es' ? spanishArticle(names.toName).the : names.toName, toCount: 'base' };
  const singular = SINGULAR_USE[locale]?.[`${pair.category}/${pair.to}`];
  if (singular !== undefined) return { ...names, toThe: singular, toCount: 'one' };
  const to = locale === 'es' ? spanishArticle(names.toName) : { the: names.toName, count: 'other' };
  return { ...names, toThe: to.the, toCount: to.count };
}

/** What a generated pair page writes: its title, description and questions (namespace PairGuide). */
export function pairGuideWords(
  pair: Pair,
  guide: PairGuide,
  names: Record<string, string>,
  t: Translate,
): { title: string; description: string; faq: { question: string; answer: string }[]; direction: string[] } {
  const { fromSymbol, toSymbol } = guide.description.values;
  // A use written to follow its unit's definition ("It measures the height of horses") is asked on
  // its own after a plural question ("Where are hands used?"): its answer says first what the unit is.
  const target = guide.facts[1];
  const defined = target !== undefined && /^Its?\b/u.test(target.facts.use.en) ? `${target.definition.text} ` : '';
  const valuesOf = (item: PairGuide['faq'][number]) =>
    item.id === 'use' && defined !== '' ? { ...item.values, text: `${defined}${item.values.text}` } : item.values;
  const plural: Record<string, string> =
    names.titleFrom === undefined ? {} : { fromStart: names.titleFrom, fromName: names.fromPlural!, toName: names.titleTo! };
  const titled: Record<string, string> = names.titleTo === undefined ? {} : { toName: names.titleTo };
  return {
    title: t('title', { ...names, ...plural, ...titled, fromSymbol: fromSymbol!, toSymbol: toSymbol! }),
    description: t(`description.${guide.description.key}`, { ...names, ...plural, ...guide.description.values }),
    faq: guide.faq.map((item) => ({
      question: t(`faq.${item.id}.question`, { ...names, ...item.values }),
      answer: t(`faq.${item.id}.answer`, { ...names, ...valuesOf(item) }),
    })),
    direction: guide.direction.map((item) => t(`direction.${item.id}`, { ...names, ...item.values })),
  };
}
