import type { Locale } from '@/i18n/locales';
import { getCategory, getUnit, type CategoryId } from '@/lib/units/catalogue';
import { exactResult } from '@/lib/units/exactness';
import { rational, type Rational } from '@/lib/units/rational';
import { renderToken } from './facts/render';

/**
 * Why two metric units are an exact power of ten apart, step by step, each step a sentence of
 * PairGuide.metric: a prefix and what it means ("Milli- means a thousandth: 1 mL is 0.001 L"), two
 * prefixes on one unit together, or an unprefixed unit's definition ("1 L is defined as exactly
 * 0.001 m³"). Prefixes are read from the catalogue's symbols and kept only where the factors agree.
 */
export interface MetricStep {
  readonly key: 'prefix' | 'prefixes' | 'defined';
  readonly values: Readonly<Record<string, string>>;
}

/** The SI prefixes, by symbol: their name's message key (PairGuide.prefix.<id>) and power of ten. */
const SI_PREFIXES: readonly (readonly [symbol: string, id: string, power: number])[] = [
  ['da', 'deca', 1],
  ['P', 'peta', 15],
  ['T', 'tera', 12],
  ['G', 'giga', 9],
  ['M', 'mega', 6],
  ['k', 'kilo', 3],
  ['h', 'hecto', 2],
  ['d', 'deci', -1],
  ['c', 'centi', -2],
  ['m', 'milli', -3],
  ['µ', 'micro', -6],
  ['μ', 'micro', -6],
  ['n', 'nano', -9],
  ['p', 'pico', -12],
];

/**
 * Units without a prefix that are defined as a power of ten of another unit (the liter is a cubic
 * decimeter, the tonne a thousand kilograms); the factor itself is the catalogue's.
 */
const DEFINED_ON: Readonly<Partial<Record<CategoryId, Readonly<Record<string, string>>>>> = {
  volume: { l: 'm3' },
  weight: { t: 'kg' },
  area: { a: 'm2' },
  pressure: { bar: 'pa' },
  length: { mil_scandinavian: 'km' },
  force: { dyn: 'n' },
  energy: { erg: 'j' },
};

const powerOfTen = (power: number): Rational => (power >= 0 ? rational(10n ** BigInt(power)) : rational(1n, 10n ** BigInt(-power)));
const same = (a: Rational | null, b: Rational) => a !== null && a.num * b.den === b.num * a.den;

/** One step from a unit towards the unit it is built on. */
type Link =
  | { readonly kind: 'prefix'; readonly unit: string; readonly on: string; readonly prefix: string; readonly power: number }
  | { readonly kind: 'defined'; readonly unit: string; readonly on: string };

/**
 * A unit's prefix on another unit of the category, checked against the factors: "cm³" is centi-
 * cubed on "m³", "N·cm" centi- on the meter of "N·m". A prefix opens the symbol or one of its parts.
 */
function prefixLink(category: CategoryId, unit: string): Link | undefined {
  const symbol = (getUnit(category, unit) as { symbol: string } | undefined)?.symbol ?? '';
  const starts = [0, ...[...symbol].flatMap((char, index) => (char === '·' || char === '/' ? [index + 1] : []))];
  for (const start of starts) {
    // Only a square or cubic part takes its prefix more than once: "cm/s²" is centi- once.
    const part = symbol.slice(start).split(/[/·]/)[0]!;
    const power = part.endsWith('²') ? 2 : part.endsWith('³') ? 3 : 1;
    for (const [prefix, id, exponent] of SI_PREFIXES) {
      if (!symbol.startsWith(prefix, start)) continue;
      const rest = symbol.slice(0, start) + symbol.slice(start + prefix.length);
      const root = getCategory(category).units.find((candidate) => (candidate as { symbol: string }).symbol === rest);
      if (root !== undefined && same(exactResult(category, unit, root.id, rational(1n)), powerOfTen(exponent * power))) {
        return { kind: 'prefix', unit, on: root.id, prefix: id, power };
      }
    }
  }
  return undefined;
}

function linkOf(category: CategoryId, unit: string): Link | undefined {
  const on = DEFINED_ON[category]?.[unit];
  return prefixLink(category, unit) ?? (on === undefined ? undefined : { kind: 'defined', unit, on });
}

/** The links from a unit down to the unit it is finally built on. */
function chainOf(category: CategoryId, unit: string): Link[] {
  const chain: Link[] = [];
  for (let link = linkOf(category, unit); link !== undefined && chain.length < 4; link = linkOf(category, link.on)) chain.push(link);
  return chain;
}

/** The steps from `from` and from `to` to the first unit both are built on; undefined where they meet nowhere. */
export function metricSteps(category: CategoryId, from: string, to: string, locale: Locale): MetricStep[] | undefined {
  const [fromChain, toChain] = [chainOf(category, from), chainOf(category, to)];
  const units = (unit: string, chain: readonly Link[]) => [unit, ...chain.map((link) => link.on)];
  const meeting = units(from, fromChain).find((unit) => units(to, toChain).includes(unit));
  if (meeting === undefined) return undefined;
  const upTo = (chain: readonly Link[], unit: string) => chain.slice(0, units(unit, chain).indexOf(meeting));
  const links = [...upTo(fromChain, from), ...upTo(toChain, to)];
  const one = (unit: string) => renderToken(category, { kind: 'x', amount: '1', from: unit, to: unit }, locale);
  const value = (link: Link) => renderToken(category, { kind: 'x', amount: '1', from: link.unit, to: link.on }, locale);
  const steps: MetricStep[] = [];
  links.forEach((link, index) => {
    const previous = links[index - 1];
    if (link.kind === 'defined') {
      steps.push({ key: 'defined', values: { one: one(link.unit), value: value(link) } });
    } else if (previous?.kind === 'prefix' && previous.on === link.on && steps.at(-1)?.key === 'prefix') {
      // Two prefixes on the same unit are said together: "Kilo- means a thousand and giga- a billion".
      const first = steps.pop()!.values;
      steps.push({
        key: 'prefixes',
        values: {
          fromPrefix: first.prefix!,
          fromOne: first.one!,
          fromValue: first.value!,
          toPrefix: link.prefix,
          toOne: one(link.unit),
          toValue: value(link),
          power: String(link.power),
        },
      });
    } else {
      steps.push({ key: 'prefix', values: { prefix: link.prefix, one: one(link.unit), value: value(link), power: String(link.power) } });
    }
  });
  return steps.length === 0 ? undefined : steps;
}
