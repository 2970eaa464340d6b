import type { Locale } from '@/i18n/locales';
import { getCategory, type CategoryId } from '@/lib/units';
import { categoryContentSpecs } from './categories';
import { formatContentNumber } from '@/lib/format/number';
import { converted, formatResolved, resolveNumber, resolveValues } from './numbers';
import type { CategoryContentSpec } from './types';

/** Decimals of a common conversion's result, as the conversion table rounds. */
export const COMMON_DECIMALS = 4;

interface FormulaExample {
  /** Message keys: CategoryContent.<category>.examples.<id>.formula and .example. */
  readonly id: string;
  readonly from: string;
  readonly to: string;
  readonly values: Readonly<Record<string, string>>;
}

interface CommonConversion {
  readonly from: string;
  readonly fromUnit: string;
  /** Null for currency, whose result the live converter gives (a placeholder conversion). */
  readonly to: string | null;
  readonly toUnit: string;
}

interface FaqEntry {
  /** Message keys: CategoryContent.<category>.faq.<id>.question and .answer. */
  readonly id: string;
  readonly values: Readonly<Record<string, string>>;
}

/** A category's content with every number computed by the engine and written for the locale. */
export interface CategoryContent {
  readonly category: CategoryId;
  readonly description: Readonly<Record<string, string>>;
  readonly examples: readonly FormulaExample[];
  readonly common: readonly CommonConversion[];
  readonly faq: readonly FaqEntry[];
}

export function categoryContentSpec(category: CategoryId): CategoryContentSpec {
  return categoryContentSpecs[category];
}

function commonConversion(spec: CategoryContentSpec, index: number, locale: Locale): CommonConversion {
  const { value, from, to } = spec.common[index]!;
  const fromText = typeof value === 'string' ? value : formatContentNumber(value, locale, COMMON_DECIMALS);
  if (spec.category === 'currency') return { from: fromText, fromUnit: from, to: null, toUnit: to };
  const result = converted(from, to, value, COMMON_DECIMALS);
  return { from: fromText, fromUnit: from, to: formatResolved(resolveNumber(result, spec.category), result, locale), toUnit: to };
}

/** The content of a category in a locale, or undefined for an id that is not a category (ids come from URLs). */
export function categoryContent(category: string, locale: Locale): CategoryContent | undefined {
  const found = getCategory(category);
  if (found === undefined) return undefined;
  const spec = categoryContentSpec(found.id);
  return {
    category: found.id,
    description: resolveValues(spec.description, found.id, locale),
    examples: spec.examples.map((example) => ({
      id: example.id,
      from: example.from,
      to: example.to,
      values: resolveValues(example.values, found.id, locale),
    })),
    common: spec.common.map((_, index) => commonConversion(spec, index, locale)),
    faq: spec.faq.map((item) => ({ id: item.id, values: resolveValues(item.values, found.id, locale) })),
  };
}
