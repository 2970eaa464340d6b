import type { ResultFormat } from '@/lib/format/answer';
import { DENOMINATORS } from '@/lib/format/denominators';
import { CARD_MAX_DECIMALS, CARD_MAX_SIG, type PrecisionChoice } from './format-preference';

/**
 * The card's "Precision" list for a format. Apart from ./format-preference.ts, which every card
 * loads to read the stored format: only the format controls list the choices.
 */
export function precisionChoices(format: ResultFormat['kind']): readonly PrecisionChoice[] {
  if (format === 'fraction') return DENOMINATORS.map((denominator) => ({ kind: 'denominator', denominator }));
  return [
    { kind: 'auto' },
    ...Array.from({ length: CARD_MAX_DECIMALS + 1 }, (_, count) => ({ kind: 'decimals' as const, count })),
    ...Array.from({ length: CARD_MAX_SIG }, (_, i) => ({ kind: 'sig' as const, count: i + 1 })),
  ];
}
