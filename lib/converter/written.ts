import type { Locale } from '@/i18n/locales';
import { presentResult } from '@/lib/format/answer';
import { formatResult } from '@/lib/format/result';
import { unitSymbol } from '@/lib/units/symbols';
import type { CategoryId } from '@/lib/units/catalogue';

/**
 * An amount with its unit as the converter writes it: "1.5 cm", or a compound unit in its parts,
 * which carry their own symbols ("5 ft 3 in").
 */
export function writtenAmount(category: CategoryId, value: number, unit: string, locale: Locale): string {
  const shown = presentResult({ value, exact: null, category, unit, locale });
  return shown.parts === undefined ? `${formatResult(value, locale)} ${unitSymbol(category, unit, locale)}` : shown.text;
}
