import type { Locale } from '@/i18n/locales';
import type { PairGuide } from '@/lib/content/pair-guide';
import type { CategoryId, Pair } from '@/lib/units';

/** A translator of one namespace, as next-intl's getTranslations and createTranslator give it. */
export type Translate = (key: string, values?: Record<string, string>) => string;

/**
 * A unit's name inside a sentence: German keeps its capital (nouns), the other languages lower the
 * first letter, except for names that must keep it (currencies, English temperature scales named
 * after people, names starting with an abbreviation such as "US").
 */
export function sentenceName(name: string, category: CategoryId, locale: Locale): string {
  if (locale === 'de' || category === 'currency' || (locale === 'en' && category === 'temperature')) return name;
  const second = name.charAt(1);
  if (second !== '' && second === second.toUpperCase() && second !== second.toLowerCase()) return name;
  return name.charAt(0).toLocaleLowerCase(locale) + name.slice(1);
}

/** The names of a pair's units as its messages take them. */
export function pairNameValues(pair: Pair, name: (unit: string) => string, locale: Locale): Record<string, string> {
  const from = name(pair.from);
  return {
    fromStart: from.charAt(0).toLocaleUpperCase(locale) + from.slice(1),
    fromName: sentenceName(from, pair.category, locale),
    toName: sentenceName(name(pair.to), pair.category, locale),
  };
}

/** What a generated pair page writes: its title, description and questions (namespace PairGuide). */
export function pairGuideWords(
  pair: Pair,
  guide: PairGuide,
  names: Record<string, string>,
  t: Translate,
): { title: string; description: string; faq: { question: string; answer: string }[] } {
  const { fromSymbol, toSymbol } = guide.description.values;
  return {
    title: t('title', { ...names, fromSymbol: fromSymbol!, toSymbol: toSymbol! }),
    description: t(`description.${guide.description.key}`, { ...names, ...guide.description.values }),
    faq: guide.faq.map((item) => ({
      question: t(`faq.${item.id}.question`, { ...names, ...item.values }),
      answer: t(`faq.${item.id}.answer`, { ...names, ...item.values }),
    })),
  };
}
