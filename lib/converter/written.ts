import type { Locale } from '@/i18n/locales';
import { presentResult } from '@/lib/format/answer';
import type { Minus } from '@/lib/format/minus';
import { formatResult } from '@/lib/format/result';
import { compoundPartsOf } from '@/lib/units/compound';
import { writtenSize } from '@/lib/units/size-notation';
import { unitSymbol, unitSymbolAfter } from '@/lib/units/symbols';
import type { CategoryId } from '@/lib/units/catalogue';

/**
 * An amount with its unit as the converter writes it: "1.5 cm", or a compound unit in its parts,
 * which carry their own symbols ("5 ft 3 in"); a whole amount in its larger part alone ("1 lb",
 * never "1 lb 0 oz": nobody says the nought). `minus` 'sign' for an amount quoted in prose ("−3.888889 °C").
 */
export function writtenAmount(category: CategoryId, value: number, unit: string, locale: Locale, minus: Minus = 'locale'): string {
  const size = writtenSize(category, unit, value, unitSymbol(category, unit, locale), locale);
  if (size !== undefined) return size;
  // Only a compound unit needs presentResult; its parts are absent for values too large to split.
  const shown = compoundPartsOf(category, unit) === undefined ? undefined : presentResult({ value, exact: null, category, unit, locale });
  if (shown?.parts === undefined) return `${formatResult(value, locale, minus)} ${unitSymbolAfter(category, unit, locale, value)}`;
  const [major, minor] = shown.parts;
  if (major !== undefined && minor?.value === 0)
    return `${formatResult(major.value, locale, minus)} ${unitSymbol(category, major.unit, locale)}`;
  return shown.text;
}
