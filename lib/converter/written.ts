import type { Locale } from '@/i18n/locales';
import { presentResult } from '@/lib/format/answer';
import { formatResult } from '@/lib/format/result';
import { compoundPartsOf } from '@/lib/units/compound';
import { writtenSize } from '@/lib/units/size-notation';
import { unitSymbol } from '@/lib/units/symbols';
import type { CategoryId } from '@/lib/units/catalogue';

/**
 * An amount with its unit as the converter writes it: "1.5 cm", or a compound unit in its parts,
 * which carry their own symbols ("5 ft 3 in").
 */
export function writtenAmount(category: CategoryId, value: number, unit: string, locale: Locale): string {
  const size = writtenSize(category, unit, value, unitSymbol(category, unit, locale), locale);
  if (size !== undefined) return size;
  // Only a compound unit needs presentResult; its parts are absent for values too large to split.
  const shown = compoundPartsOf(category, unit) === undefined ? undefined : presentResult({ value, exact: null, category, unit, locale });
  return shown?.parts === undefined ? `${formatResult(value, locale)} ${unitSymbol(category, unit, locale)}` : shown.text;
}
