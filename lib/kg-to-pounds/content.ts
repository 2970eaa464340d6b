import type { Locale } from '@/i18n/locales';
import { converted, given, resolveValues, type ContentValues } from '@/lib/content';
import { FACTOR_DECIMALS } from './constants';

/** The rule of thumb the FAQ explains: double the kilograms, then add a tenth of that. */
export function mentalEstimate(kilograms: number): { doubled: number; estimate: number } {
  const doubled = kilograms * 2;
  return { doubled, estimate: doubled + doubled / 10 };
}

const ESTIMATE_EXAMPLE_KG = 80;
const estimate = mentalEstimate(ESTIMATE_EXAMPLE_KG);

const factor = converted('kg', 'lb', 1, FACTOR_DECIMALS);
const kgPerLb = converted('lb', 'kg', 1, FACTOR_DECIMALS);

/** Placeholders of KgToPounds.formula.* (one set for the whole card). */
export const FORMULA_VALUES = {
  one: given(1),
  factor,
  kgPerLb,
  value: given(70),
  result: converted('kg', 'lb', 70, 3),
} as const satisfies ContentValues;

/** The page's five questions (KgToPounds.faq.<id>.question/answer) and the numbers in them. */
export const FAQ = [
  // Prose says what a person would: about 2.205 pounds, four significant digits (the formula keeps the factor).
  { id: 'poundsPerKilogram', values: { factor: converted('kg', 'lb', 1, 3) } },
  { id: 'kilogramsToPounds', values: { factor, value: given(70), result: converted('kg', 'lb', 70, 3) } },
  { id: 'poundsToKilograms', values: { kgPerLb, value: given(150), result: converted('lb', 'kg', 150, 3) } },
  { id: 'exact', values: { kgPerLb, factor } },
  {
    id: 'estimate',
    values: {
      value: given(ESTIMATE_EXAMPLE_KG),
      doubled: given(estimate.doubled),
      estimate: given(estimate.estimate),
      exact: converted('kg', 'lb', ESTIMATE_EXAMPLE_KG, 1),
    },
  },
] as const satisfies readonly { id: string; values: ContentValues }[];

/** The formula card's and the FAQ's numbers, written for the locale. */
export function kgToPoundsContent(locale: Locale) {
  return {
    formula: resolveValues(FORMULA_VALUES, 'weight', locale, { every: true }),
    faq: FAQ.map((item) => ({ id: item.id, values: resolveValues(item.values, 'weight', locale) })),
  };
}
