import type { Locale } from '@/i18n/locales';
import { typeset } from '@/lib/format/typography';
import type { Pair } from '@/lib/units/pairs';
import { renderFactText, sourceLabel, unitFactsOf, type FactSource } from './facts';
import { currencyDifferenceText } from './facts/currency-pair';
import type { PairFaqSpec } from './pair-faq';
import { unitPhrasesOf } from './pair-phrases';

/**
 * The question a pair page asks about its own two units, "What is the difference between degrees
 * Celsius and degrees Fahrenheit?", answered from the units' phrases (lib/content/pair-phrases):
 * the two `what` clauses in one sentence, the two `where` clauses in another, then their sources;
 * for currencies, from their data (./facts/currency-pair.ts). Undefined where a unit has neither.
 */
export function differenceOf(pair: Pair, locale: Locale): PairFaqSpec | undefined {
  const facts = [unitFactsOf(pair.category, pair.from, locale), unitFactsOf(pair.category, pair.to, locale)] as const;
  if (facts[0] === undefined || facts[1] === undefined) return undefined;
  const sources = citation(
    facts.flatMap((unit) => [unit!.definitionSource, unit!.useSource]),
    locale,
  );
  if (pair.category === 'currency') {
    const text = currencyDifferenceText(locale, [pair.from, pair.to]);
    return text === undefined ? undefined : { id: 'differenceCurrency', values: { text, ...sources } };
  }
  const from = unitPhrasesOf(pair.category, pair.from);
  const to = unitPhrasesOf(pair.category, pair.to);
  if (from === undefined || to === undefined) return undefined;
  const clause = (text: Readonly<Record<Locale, string>>) => renderFactText(text[locale], pair.category, locale);
  return {
    id: 'difference',
    values: {
      fromWhat: opening(clause(from.what), locale),
      toWhat: clause(to.what),
      fromWhere: opening(clause(from.where), locale),
      toWhere: clause(to.where),
      ...sources,
    },
  };
}

/** A clause that opens a sentence, its first letter capitalized. */
const opening = (text: string, locale: Locale) => text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);

/** The sources as the answers cite them, each once: `cite` is 'none', 'one' or 'other' for the message's wording. */
function citation(sources: readonly FactSource[], locale: Locale): { sources: string; cite: 'none' | 'one' | 'other' } {
  const labels = [...new Set(sources.map((source) => sourceLabel({ id: source.id })))];
  return { sources: typeset(labels.join('; '), locale), cite: labels.length === 0 ? 'none' : labels.length === 1 ? 'one' : 'other' };
}
