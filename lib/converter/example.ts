import type { Locale } from '@/i18n/locales';
import { getCategory, type CategoryId, type NumberCategoryId } from '@/lib/units/catalogue';
import { convert } from '@/lib/units/convert';
import type { Rates } from '@/lib/units/currency';
import { isUnitsError } from '@/lib/units/errors';
import { formatResult } from '@/lib/format/result';
import { chartMiddle } from '@/lib/units/size-start';
import { unitSymbol } from '@/lib/units/symbols';
import { hasUnits } from './units';
import { writtenAmount } from './written';

/**
 * The value a worked example converts, per category: a round number that reads naturally in every
 * unit of it (25 °C is a warm day; 42 shows several digits in every base). 10 elsewhere.
 */
const EXAMPLE_VALUES = {
  temperature: 25,
  numeric: 42,
  currency: 100,
} as const satisfies Partial<Record<CategoryId, number>>;
const DEFAULT_EXAMPLE_VALUE = 10;

function exampleValueOf(category: CategoryId): number {
  const values: Partial<Record<CategoryId, number>> = EXAMPLE_VALUES;
  return values[category] ?? DEFAULT_EXAMPLE_VALUE;
}

/** A worked example: the input and the result, each as the converter shows numbers. */
export interface WorkedExample {
  readonly input: string;
  readonly output: string;
  /** "10 cm = 0 ft 3.94 in": both sides with their units, a compound unit in its parts, a negative with "−". */
  readonly line: string;
}

/**
 * An example conversion between two units, computed by the engine at render time so that it always
 * agrees with the converter. Undefined for an unknown category or unit.
 */
export function workedExample(category: string, from: string, to: string, locale: Locale, rates?: Rates): WorkedExample | undefined {
  const found = getCategory(category);
  if (found === undefined || !hasUnits(found.id, from, to)) return undefined;
  // A size chart's example is an everyday size of its own system.
  const value = chartMiddle(found.id, from) ?? exampleValueOf(found.id);
  try {
    if (found.id === 'numeric') {
      // Number bases take digits in the source base: 42 is "101010" in binary.
      const digits = convert('numeric', 'dec', from, String(value));
      const output = convert('numeric', from, to, digits);
      const symbol = (unit: string) => unitSymbol('numeric', unit, locale);
      return { input: digits, output, line: `${digits} ${symbol(from)} = ${output} ${symbol(to)}` };
    }
    const id: NumberCategoryId = found.id;
    const result = convert(id, from, to, value, { rates });
    return {
      input: formatResult(value, locale),
      output: formatResult(result, locale),
      // The line is read as text, beside the page's prose: its minus is prose's ("25 °F = −3.888889 °C").
      line: `${writtenAmount(id, value, from, locale, 'sign')} = ${writtenAmount(id, result, to, locale, 'sign')}`,
    };
  } catch (error) {
    if (isUnitsError(error)) return undefined;
    throw error;
  }
}
