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
 *   pi        the ratio involves π (degrees to radians), so every decimal is rounded.
 */
export interface RelationSpec {
  readonly id: 'exact' | 'fraction' | 'pi';
  readonly values: Readonly<Record<string, string>>;
  readonly steps?: readonly MetricStep[];
}

const MAX_FRACTION_PART = 100_000n;

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
  if (!isShortExact(decimal)) {
    const small = ratio.num < MAX_FRACTION_PART && ratio.den < MAX_FRACTION_PART && decimal === undefined;
    return small
      ? { id: 'fraction', values: { one, result: about, fraction: `${ratio.num}/${ratio.den}\u00a0${unitSymbol(category, to, locale)}` } }
      : undefined;
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
    return exact === null ? undefined : decimalText(exact);
  };
  const [fromDef, toDef] = [definitionOf(from), definitionOf(to)];
  // A unit that is the base or a decimal multiple of it (mL of L) needs no definition of its own.
  const decimalOfBase = (unit: string) => unit === base || (isMetric(category, unit) && /^0*\.?0*10*$/.test(definitionOf(unit) ?? ''));
  const other = decimalOfBase(to) ? from : decimalOfBase(from) ? to : undefined;
  if (other !== undefined && definitionOf(other) !== undefined) {
    return {
      id: 'exact',
      values: {
        one,
        result,
        reason: 'base',
        defined: written(category, 'x', '1', other, other, locale),
        definition: written(category, 'x', '1', other, base, locale),
        cite: cite([other === from ? fromSource : toSource], locale),
      },
    };
  }
  if (fromDef === undefined || toDef === undefined) return { id: 'exact', values: { one, result, reason: 'ratio', cite: '' } };
  return {
    id: 'exact',
    values: {
      one,
      result,
      reason: 'both',
      fromDefinition: written(category, 'x', '1', from, base, locale),
      toOne: written(category, 'x', '1', to, to, locale),
      toDefinition: written(category, 'x', '1', to, base, locale),
      cite: cite([fromSource, toSource], locale),
    },
  };
}
