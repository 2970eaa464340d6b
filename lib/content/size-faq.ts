import type { Locale } from '@/i18n/locales';
import { writtenAmount } from '@/lib/converter/written';
import { type NumberCategoryId } from '@/lib/units/catalogue';
import { convert } from '@/lib/units/convert';
import type { Pair } from '@/lib/units/pairs';
import { chartMiddle } from '@/lib/units/size-start';

/** A size chart pair's question (PairGuide.faq.<id>) with its values; one of the pair guide's questions. */
interface SizeFaqSpec {
  readonly id: 'howTable' | 'howShoeTable';
  readonly values: Readonly<Record<string, string>>;
}

/** The engine for a size chart's pair, with ids from the pair catalogue. */
const convertSize = convert as (category: NumberCategoryId, from: string, to: string, value: number) => number;

/** A size in one system and its nearest size in the other, written as the converter writes them. */
function sizeValues(category: NumberCategoryId, from: string, to: string, value: number, locale: Locale): Record<string, string> {
  return {
    amount: writtenAmount(category, value, from, locale),
    result: writtenAmount(category, convertSize(category, from, to, value), to, locale),
  };
}

/**
 * A size chart pair's question, how to read the chart, and the everyday size its description
 * converts. Only rows of the published charts are quoted: a size between two rows is one no chart's
 * maker wrote, so the page does not make one up.
 */
export function sizeFaq(pair: Pair, locale: Locale, symbols: Record<string, string>) {
  const category = pair.category as NumberCategoryId;
  return {
    // French reads a shoe's pointure but a ring's taille from the chart.
    how: { id: category === 'shoe-size' ? 'howShoeTable' : 'howTable', values: symbols } satisfies SizeFaqSpec,
    // A size chart pair's units are columns of its chart, so the chart has a middle row for each.
    sample: sizeValues(category, pair.from, pair.to, chartMiddle(category, pair.from)!, locale),
  };
}
