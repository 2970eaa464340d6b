import type { Locale } from '@/i18n/locales';
import type { PairGuide } from '@/lib/content/pair-guide';
import { sentenceNames } from '@/lib/format/sentence-names';
import { currencyPlural } from '@/lib/format/currency-plural';
import { currencyThe } from '@/lib/format/currency-the';
import type { Pair } from '@/lib/units';

/** Languages whose generated currency titles and descriptions name money in the plural. */
const PLURAL_TITLES: ReadonlySet<Locale> = new Set(['en', 'es', 'fr']);

/** A translator of one namespace, as next-intl's getTranslations and createTranslator give it. */
export type Translate = (key: string, values?: Record<string, string>) => string;

/**
 * The names of a pair's units as its messages take them; currencies also in the plural ("Type an
 * amount in US dollars") and with their articles ("the UAE dirham").
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
  return names;
}

/** The prefix ids of a metric step's values as their names and meanings; a sentence opens with `prefix` or `fromPrefix`. */
function prefixWords(values: Readonly<Record<string, string>>, t: Translate): Record<string, string> {
  const words: Record<string, string> = { ...values };
  for (const key of ['prefix', 'fromPrefix', 'toPrefix']) {
    const id = values[key];
    if (id === undefined) continue;
    const name = t(`prefix.${id}.name`);
    words[key] = key === 'toPrefix' ? name : name.charAt(0).toUpperCase() + name.slice(1);
    words[`${key}Meaning`] = t(`prefix.${id}.meaning`);
  }
  return words;
}

/** The names with from and to exchanged (fromName ↔ toName, fromArticle ↔ toArticle), for a question asked backward. */
const swapped = (names: Record<string, string>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(names).map(([key, value]) => [key.replace(/^(from|to)(?=[A-Z])/u, (side) => (side === 'from' ? 'to' : 'from')), value]),
  );

/** A sentence that ends on an abbreviated symbol ("1 yr is exactly 0.01 c.", "1 cda.") takes no second full stop. */
const oneStop = (text: string) => text.replace(/(?<=\p{L})\.\.(?!\.)/gu, '.');

/** A symbol inside the title's brackets keeps its qualifier without brackets of its own: "(mg to cwt US)". */
const unbracketed = (symbol: string) => symbol.replace(/ \(([^()]+)\)$/u, ' $1');

/** What a generated pair page writes: its title, description and questions (namespace PairGuide). */
export function pairGuideWords(
  pair: Pair,
  guide: PairGuide,
  names: Record<string, string>,
  t: Translate,
): { title: string; description: string; faq: { question: string; answer: string }[]; direction: string[] } {
  const { fromSymbol, toSymbol } = guide.description.values;
  const plural: Record<string, string> =
    names.titleFrom === undefined ? {} : { fromStart: names.titleFrom, fromName: names.fromPlural!, toName: names.titleTo! };
  const titled: Record<string, string> = names.titleTo === undefined ? {} : { toName: names.titleTo };
  return {
    title: t('title', { ...names, ...plural, ...titled, fromSymbol: unbracketed(fromSymbol!), toSymbol: unbracketed(toSymbol!) }),
    description: oneStop(t(`description.${guide.description.key}`, { ...names, ...plural, ...guide.description.values })),
    faq: guide.faq.map((item) => {
      const steps = item.steps?.map((step) => t(`metric.${step.key}`, prefixWords(step.values, t))).join(' ');
      const values = { ...(item.backward === true ? swapped(names) : names), ...item.values, ...(steps === undefined ? {} : { steps }) };
      return { question: t(`faq.${item.id}.question`, values), answer: oneStop(t(`faq.${item.id}.answer`, values)) };
    }),
    direction: guide.direction.map((item) => oneStop(t(`direction.${item.id}`, { ...names, ...item.values }))),
  };
}
