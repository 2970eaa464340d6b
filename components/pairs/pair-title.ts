import { getTranslations } from 'next-intl/server';
import { intlLocale } from '@/i18n/languages';
import type { Locale } from '@/i18n/locales';
import { pairGuideOf, type PairGuide } from '@/lib/content/pair-guide';
import { isPopularPair, type CategoryId, type Pair } from '@/lib/units';
import { typeset } from '@/lib/format/typography';
import { currencyName } from '@/lib/units/currency-name';
import { unitSymbol } from '@/lib/units/symbols';
import { pairGuideWords, pairNameValues, type Translate } from './pair-words';

/** Unit names in the page's language: messages for units, Intl.DisplayNames for currencies. */
export async function unitNamer(locale: Locale): Promise<(category: CategoryId, unit: string) => string> {
  const t = (await getTranslations({ locale, namespace: 'UnitNames' })) as unknown as Translate;
  return (category, unit) =>
    category === 'currency' ? currencyName(intlLocale[locale], unitSymbol(category, unit, locale)) : t(`${category}.${unit}`);
}

/**
 * A pair's title, description and questions. The popular pairs keep their own written title and
 * description (PairContent); every pair's questions, and the other pairs' title and description,
 * are generated from the catalogue (PairGuide).
 */
export async function pairText(locale: Locale) {
  const written = (await getTranslations({ locale, namespace: 'PairContent' })) as unknown as Translate;
  const generated = (await getTranslations({ locale, namespace: 'PairGuide' })) as unknown as Translate;
  const name = await unitNamer(locale);
  const guides = new Map<string, PairGuide>();
  const guideOf = (pair: Pair) => guides.get(pair.id) ?? guides.set(pair.id, pairGuideOf(pair, locale)).get(pair.id)!;
  const names = (pair: Pair) => pairNameValues(pair, (unit) => name(pair.category, unit), locale);
  const words = (pair: Pair) => pairGuideWords(pair, guideOf(pair), names(pair), generated);
  // The messages are typeset as they load; the values filled into them ("100 cups") are typeset here.
  const set = (text: string) => typeset(text, locale);
  return {
    guide: guideOf,
    names,
    name,
    title: (pair: Pair) => set(isPopularPair(pair) ? written(`${pair.category}.${pair.slug}.title`) : words(pair).title),
    description: (pair: Pair, values: Record<string, string>) =>
      set(isPopularPair(pair) ? written(`${pair.category}.${pair.slug}.description`, values) : words(pair).description),
    direction: (pair: Pair) => words(pair).direction.map(set),
    faq: (pair: Pair) => words(pair).faq.map(({ question, answer }) => ({ question: set(question), answer: set(answer) })),
  };
}
