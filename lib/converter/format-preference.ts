import type { ResultFormat } from '@/lib/format/answer';
import { isDenominator, type Denominator } from '@/lib/format/denominators';

/** Where the visitor's chosen format is remembered (./format-store.ts), for every category. */
export const FORMAT_STORAGE_KEY = 'unitly-result-format';
/** The converter card offers up to 10 decimals and 15 significant figures (the API allows more). */
export const CARD_MAX_DECIMALS = 10;
export const CARD_MAX_SIG = 15;

/** One entry of the card's "Precision" list, encoded as text for a <select>. */
export type PrecisionChoice =
  | { readonly kind: 'auto' }
  | { readonly kind: 'decimals'; readonly count: number }
  | { readonly kind: 'sig'; readonly count: number }
  | { readonly kind: 'denominator'; readonly denominator: Denominator };

export function choiceOf(format: ResultFormat): PrecisionChoice {
  if (format.kind === 'fraction') return { kind: 'denominator', denominator: format.denominator ?? 16 };
  if (format.sig !== undefined) return { kind: 'sig', count: format.sig };
  if (format.precision !== undefined) return { kind: 'decimals', count: format.precision };
  return { kind: 'auto' };
}

export function choiceKey(choice: PrecisionChoice): string {
  switch (choice.kind) {
    case 'auto':
      return 'auto';
    case 'decimals':
      return `d${choice.count}`;
    case 'sig':
      return `s${choice.count}`;
    default:
      return `f${choice.denominator}`;
  }
}

/** The format a choice of the list gives (the Format select decides decimal or fraction). */
export function formatOfKey(key: string): ResultFormat {
  const match = /^([dsf])(\d+)$/.exec(key);
  const count = match === null ? NaN : Number(match[2]);
  if (match?.[1] === 'd' && count <= CARD_MAX_DECIMALS) return { kind: 'decimal', precision: count };
  if (match?.[1] === 's' && count >= 1 && count <= CARD_MAX_SIG) return { kind: 'decimal', sig: count };
  if (match?.[1] === 'f' && isDenominator(count)) return { kind: 'fraction', denominator: count };
  return { kind: 'decimal' };
}

/** The format as the key of its Precision choice ("f8", "d2", "auto"): one text per format. */
export const formatKey = (format: ResultFormat): string => choiceKey(choiceOf(format));
