import type { Locale } from '@/i18n/locales';
import { getPair, relatedPairs, reverseOf, type Pair } from '@/lib/units';
import { categoryContent, type CategoryContent } from './category-content';
import type { ContentValues } from './numbers';
import { resolveValues } from './numbers';
import { pairDescriptionValues } from './pair-values';

/** How many related converters a pair page links to. */
export const RELATED_PAIR_COUNT = 6;

/** Everything a pair page shows besides the converter itself, with numbers written for the locale. */
export interface PairPageContent {
  readonly pair: Pair;
  readonly reverse: Pair;
  readonly related: readonly Pair[];
  /** Placeholders of PairContent.<category>.<slug>.description. */
  readonly description: Readonly<Record<string, string>>;
  /** The category's formulas, common conversions and FAQ. */
  readonly category: CategoryContent;
}

/** The placeholders of a pair's description, as numbers the engine computes (not yet written). */
export function pairDescriptionSpec(pair: Pair): ContentValues {
  const table: Readonly<Record<string, ContentValues>> = pairDescriptionValues;
  return table[pair.id] ?? {};
}

/** The description's placeholders written for the locale. */
export function pairDescription(pair: Pair, locale: Locale): Record<string, string> {
  return resolveValues(pairDescriptionSpec(pair), pair.category, locale);
}

/**
 * The content of /convert/{category}/{slug}, or undefined when the page does not exist: an unknown
 * category, an unknown slug, or a slug of another category (all three are a 404).
 */
export function pairPageContent(category: string, slug: string, locale: Locale): PairPageContent | undefined {
  const pair = getPair(category, slug);
  if (pair === undefined) return undefined;
  return {
    pair,
    reverse: reverseOf(pair),
    related: relatedPairs(pair, RELATED_PAIR_COUNT),
    description: pairDescription(pair, locale),
    category: categoryContent(pair.category, locale)!,
  };
}

/** The path of a pair page below the locale prefix. */
export function pairPath(pair: Pair): string {
  return `/convert/${pair.category}/${pair.slug}`;
}
