import type { Locale } from '@/i18n/locales';
import { formatResult } from '@/lib/format/result';
import { convert, getCategory, type NumberCategoryId, type Rates } from '@/lib/units';
import { convertInput } from '@/lib/units/convert-input';
import { resolveUnit } from '@/lib/custom-units/resolve';
import type { CustomUnit } from '@/lib/custom-units/types';
import { sizeBetween } from '@/lib/units/size-between';
import { notationOf, sizeText } from '@/lib/units/size-notation';
import { QUICK_MESSAGES, type QuickAnswer, type QuickConversion, type QuickIngredient, type QuickPair, type QuickReading } from './types';

export interface QuickConvertOptions {
  /** Formats results; English when omitted. */
  readonly locale?: Locale;
  /** Units per US dollar; required for currency readings. */
  readonly rates?: Rates;
  /** The visitor's own units the reading may name (readQuery's `defined`). */
  readonly defined?: readonly CustomUnit[];
}

/** Grams of `value` in `from` (volume), with the cup weight when the unit is the cup. */
function toGrams(ingredient: QuickIngredient, from: string, value: number): number {
  if (from === 'cup_us' && ingredient.gramsPerCup !== null) return value * ingredient.gramsPerCup;
  return convert('volume', from, 'ml', value) * ingredient.gramsPerMl;
}

function fromGrams(ingredient: QuickIngredient, to: string, grams: number): number {
  if (to === 'cup_us' && ingredient.gramsPerCup !== null) return grams / ingredient.gramsPerCup;
  return convert('volume', 'ml', to, grams / ingredient.gramsPerMl);
}

const isDefined = (unit: string, defined: readonly CustomUnit[]) => defined.some((custom) => custom.id === unit);

/** A pair naming a unit of the visitor's own, converted by the engine's path for them. */
function definedResult(pair: QuickPair, ingredient: QuickIngredient | undefined, defined: readonly CustomUnit[]): number {
  if (ingredient !== undefined) {
    // Through the catalogue units they are made of: the densities know only those.
    const from = resolveUnit(pair.from, defined);
    const to = resolveUnit(pair.to, defined);
    const value = Number(pair.value) * from.scale;
    return (resultOf({ ...pair, from: from.unit, to: to.unit, value }, ingredient, undefined, []) as number) / to.scale;
  }
  const converted = convertInput({ category: pair.category, from: pair.from, to: pair.to, input: String(pair.value), defined });
  if (converted.ok !== true || typeof converted.result !== 'number') throw new RangeError(`${pair.from} → ${pair.to}`);
  return converted.result;
}

function resultOf(
  pair: QuickPair,
  ingredient: QuickIngredient | undefined,
  rates: Rates | undefined,
  defined: readonly CustomUnit[],
): number | string {
  if (isDefined(pair.from, defined) || isDefined(pair.to, defined)) return definedResult(pair, ingredient, defined);
  if (pair.category === 'numeric') return convert('numeric', pair.from, pair.to, String(pair.value));
  const value = Number(pair.value);
  if (ingredient !== undefined) {
    return ingredient.toCategory === 'weight'
      ? convert('weight', 'g', pair.to, toGrams(ingredient, pair.from, value))
      : fromGrams(ingredient, pair.to, convert('weight', pair.from, 'g', value));
  }
  return convert(pair.category as NumberCategoryId, pair.from, pair.to, value, { rates });
}

/**
 * Converts a reading: the main answer first, then the alternatives, then further suggested targets.
 * Never throws: values the engine cannot convert give INVALID_VALUE, currency without rates
 * RATES_MISSING.
 */
export function convertReading(reading: QuickReading, options: QuickConvertOptions = {}): QuickConversion {
  const { locale = 'en', rates, defined = [] } = options;
  if (reading.category === 'currency' && rates === undefined) {
    return { ok: false, error: 'RATES_MISSING', message: QUICK_MESSAGES.RATES_MISSING };
  }
  const pairs: (QuickPair & { kind: QuickAnswer['kind'] })[] = [
    { kind: 'main', category: reading.category, from: reading.from, to: reading.to, value: reading.value },
    ...(reading.alternatives ?? []).map((pair) => ({ kind: 'alternative' as const, ...pair })),
    ...(reading.suggestions ?? [])
      .filter((to) => to !== reading.to)
      .map((to) => ({ kind: 'suggestion' as const, category: reading.category, from: reading.from, to, value: reading.value })),
  ];
  try {
    const answers = pairs.map((pair): QuickAnswer => {
      const result = resultOf(pair, reading.ingredient, rates, defined);
      const notation = typeof result === 'number' ? notationOf(pair.category, pair.to) : undefined;
      // A size is written as its chart writes it ("N½", "7½").
      const formatted =
        typeof result === 'string'
          ? result
          : notation !== undefined
            ? sizeText(result, notation, locale).text
            : formatResult(result, locale);
      const chart = getCategory(pair.category);
      const between = chart.kind === 'table' && typeof result === 'number' ? sizeBetween(chart, pair.from, Number(pair.value)) : undefined;
      return { ...pair, result, formatted, ...(between === undefined ? {} : { between: { lower: between.lower, upper: between.upper } }) };
    });
    return { ok: true, reading, answers };
  } catch {
    return { ok: false, error: 'INVALID_VALUE', message: QUICK_MESSAGES.INVALID_VALUE };
  }
}
