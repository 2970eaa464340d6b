import type { Locale } from '@/i18n/locales';
import { pluralRules } from '@/lib/format/intl';

export type PluralForm = 'one' | 'other';

/**
 * Singular or plural unit word for an amount. Up to 1 is singular in every language ("1/2 cup",
 * "1/2 Tasse"), above that the language's own rule decides (French keeps "1,5 tasse").
 */
export function pluralForm(value: number, locale: Locale): PluralForm {
  if (Math.abs(value) <= 1) return 'one';
  return pluralRules(locale).select(value) === 'one' ? 'one' : 'other';
}
