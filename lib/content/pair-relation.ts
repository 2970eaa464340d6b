import type { Locale } from '@/i18n/locales';
import { baseUnitOf, getCategory, getUnit, type CategoryId } from '@/lib/units/catalogue';
import { compoundPartsOf } from '@/lib/units/compound';
import { exactResult } from '@/lib/units/exactness';
import { rational, type Rational } from '@/lib/units/rational';
import { unitSymbol } from '@/lib/units/symbols';
import { typeset } from '@/lib/format/typography';
import { decimalText, isShortExact, renderToken } from './facts/render';
import { sourceLabel, type RenderedFacts } from './facts';
import { metricSteps, type MetricStep } from './pair-metric';

/**
 * How a pair's two units relate, as the relation question of its FAQ (PairGuide.faq.<id>):
 *   exact     1 X is exactly Y, with why: the metric prefixes and definitions that step from one unit
 *             to the other (`steps`, ./pair-metric.ts), or each unit's definition and its source;
 *   fraction  the ratio is an exact fraction whose decimal never ends (km/h to m/s is 5/18);
 *   long      the same with a fraction too long to read: each unit's exact size in one unit instead;
 *   pi        the ratio involves π (degrees to radians), so every decimal is rounded.
 */
export interface RelationSpec {
  readonly id: 'exact' | 'fraction' | 'long' | 'pi';
  readonly values: Readonly<Record<string, string>>;
  readonly steps?: readonly MetricStep[];
}

const MAX_FRACTION_PART = 100_000n;
const MAX_DEFINITION_PART = 10_000n;
/** The decimals a fact token writes at most (./facts/render.ts). */
const MAX_WRITTEN_DECIMALS = 20;

const written = (category: CategoryId, kind: 'q' | 'x', amount: string, from: string, to: string, locale: Locale) =>
  renderToken(category, { kind, amount, from, to }, locale);

function isPowerOfTen({ num, den }: Rational): boolean {
  const power = (value: bigint) => /^10*$/.test(value.toString());
  return power(num) && power(den);
}

const isMetric = (category: CategoryId, unit: string) => (getUnit(category, unit) as { system?: string } | undefined)?.system === 'metric';

/** Where a unit's definition comes from, as a short citation, or '' when its facts are not written yet. */
const citation = (facts: RenderedFacts | undefined) =>
  facts?.definition?.source === undefined ? '' : sourceLabel({ id: facts.definition.source.id });

/** The citation a sentence ends with, " (NIST SP 811)", or nothing. */
const cite = (labels: readonly string[], locale: Locale) => {
  // A label's own year in brackets becomes ", 1959": no brackets inside brackets.
  const named = [...new Set(labels.filter((label) => label !== '').map((label) => label.replace(/ \(([^()]+)\)$/u, ', $1')))];
  return named.length === 0 ? '' : typeset(` (${named.join('; ')})`, locale);
};

/** The relation question of a linear pair; undefined where the catalogue has no exact ratio to speak of. */
export function relationOf(
  category: CategoryId,
  from: string,
  to: string,
  facts: readonly [RenderedFacts | undefined, RenderedFacts | undefined],
  locale: Locale,
): RelationSpec | undefined {
  if (getCategory(category)?.kind !== 'linear') return undefined;
  // "5 ft 3 in" is the foot written in two parts: its relation is the foot's, asked on the foot's page.
  if (compoundPartsOf(category, from) !== undefined || compoundPartsOf(category, to) !== undefined) return undefined;
  const ratio = exactResult(category, from, to, rational(1n));
  const about = written(category, 'q', '1', from, to, locale);
  const one = written(category, 'q', '1', from, from, locale);
  if (ratio === null) return { id: 'pi', values: { one, result: about } };
  const decimal = decimalText(ratio);
  if (!writable(decimal)) {
    const small = ratio.num < MAX_FRACTION_PART && ratio.den < MAX_FRACTION_PART && decimal === undefined;
    if (small) {
      return {
        id: 'fraction',
        values: { one, result: about, fraction: fractionText(ratio, category, to, locale) },
      };
    }
    // A long fraction (1 tf is 9806.65 N, 1 ozf 0.27801385095378125 N): what each unit is, side by side.
    const reference = decimal === undefined ? referenceOf(category, from, to) : undefined;
    if (reference === undefined) return undefined;
    return {
      id: 'long',
      values: {
        one,
        result: about,
        fromDefinition: written(category, 'x', '1', from, reference, locale),
        toOne: written(category, 'x', '1', to, to, locale),
        toDefinition: written(category, 'x', '1', to, reference, locale),
        cite: cite(facts.map(citation), locale),
      },
    };
  }
  const result = written(category, 'x', '1', from, to, locale);
  const base = baseUnitOf(category);
  const [fromSource, toSource] = facts.map(citation) as [string, string];
  if (isPowerOfTen(ratio) && isMetric(category, from) && isMetric(category, to)) {
    const steps = metricSteps(category, from, to, locale);
    return steps === undefined
      ? { id: 'exact', values: { one, result, reason: 'metric', cite: '' } }
      : { id: 'exact', values: { one, result, reason: 'prefixes', cite: '' }, steps };
  }
  // Each unit's exact size in the base unit; degrees and gradians have none (each is a multiple of
  // π radians) though their ratio is exact.
  const definitionOf = (unit: string) => {
    const exact = exactResult(category, unit, base, rational(1n));
    const decimal = exact === null ? undefined : decimalText(exact);
    return writable(decimal) ? decimal : undefined;
  };
  const [fromDef, toDef] = [definitionOf(from), definitionOf(to)];
  // A unit that is the base or a decimal multiple of it (mL of L) needs no definition of its own.
  const decimalOfBase = (unit: string) => unit === base || (isMetric(category, unit) && /^0*\.?0*10*$/.test(definitionOf(unit) ?? ''));
  const other = decimalOfBase(to) ? from : decimalOfBase(from) ? to : undefined;
  // A unit's size in the base: its decimal, or a fraction where the decimal never ends (1 km/h is 5/18 m/s).
  const inBase = (unit: string) =>
    definitionOf(unit) === undefined ? baseFraction(category, unit, locale) : written(category, 'x', '1', unit, base, locale);
  const otherDefinition = other === undefined ? undefined : inBase(other);
  if (other !== undefined && otherDefinition !== undefined) {
    return {
      id: 'exact',
      values: {
        one,
        result,
        reason: 'base',
        defined: written(category, 'x', '1', other, other, locale),
        definition: otherDefinition,
        cite: cite([other === from ? fromSource : toSource], locale),
      },
    };
  }
  const both = (fromDefinition: string, toDefinition: string, reason: 'both' | 'reference' = 'both') => ({
    id: 'exact' as const,
    values: {
      one,
      result,
      reason,
      fromDefinition,
      toOne: written(category, 'x', '1', to, to, locale),
      toDefinition,
      cite: cite([fromSource, toSource], locale),
    },
  });
  if (fromDef !== undefined && toDef !== undefined) {
    return both(written(category, 'x', '1', from, base, locale), written(category, 'x', '1', to, base, locale));
  }
  // One has no finite decimal in the base unit (1 L/h is 1/3,600,000 m³/s): both are said in a third
  // unit where each has one (1 grad is 54′ and 1° is 60′), or in the base with that one as a fraction.
  const reference = referenceOf(category, from, to);
  if (reference !== undefined) {
    return both(written(category, 'x', '1', from, reference, locale), written(category, 'x', '1', to, reference, locale), 'reference');
  }
  const [fromBase, toBase] = [inBase(from), inBase(to)];
  if (fromBase === undefined || toBase === undefined) return { id: 'exact', values: { one, result, reason: 'ratio', cite: '' } };
  return both(fromBase, toBase);
}

/** A short exact decimal with no more decimals than prose writes (1 eV in kWh would be "0 kWh"). */
const writable = (decimal: string | undefined): decimal is string =>
  isShortExact(decimal) && (decimal.split('.')[1]?.length ?? 0) <= MAX_WRITTEN_DECIMALS;

const shortExactIn = (category: CategoryId, unit: string, reference: string) => {
  const exact = exactResult(category, unit, reference, rational(1n));
  return writable(exact === null ? undefined : decimalText(exact));
};

/**
 * A third unit of the category in which both units are short exact decimals, base first; never one
 * whose symbol needs a qualifier ("1 L is exactly 4 cup (metric)" reads as noise).
 */
function referenceOf(category: CategoryId, from: string, to: string): string | undefined {
  const ids = [baseUnitOf(category), ...getCategory(category).units.map((unit) => unit.id)];
  const plain = (id: string) => !/[\s(]/u.test(unitSymbol(category, id, 'en'));
  return ids.find((id) => id !== from && id !== to && plain(id) && shortExactIn(category, from, id) && shortExactIn(category, to, id));
}

/** A unit's exact size in the base unit as a small fraction, "5/18 m/s"; undefined past four digits a part (20265/152 Pa reads as noise). */
function baseFraction(category: CategoryId, unit: string, locale: Locale): string | undefined {
  const exact = exactResult(category, unit, baseUnitOf(category), rational(1n));
  if (exact === null || exact.num >= MAX_DEFINITION_PART || exact.den >= MAX_DEFINITION_PART) return undefined;
  return fractionText(exact, category, baseUnitOf(category), locale);
}

/** An exact fraction of a unit as prose writes it: "5/18 m/s", number and symbol kept together. */
function fractionText({ num, den }: Rational, category: CategoryId, unit: string, locale: Locale): string {
  return `${num}/${den}\u00a0${unitSymbol(category, unit, locale)}`;
}
