import { categories, getUnit, type CategoryId, type UnitId } from './catalogue';
import { pairUnitsOf } from './pair-units';

/** A converter page for one direction between two units of a category. */
export type Pair = {
  [C in CategoryId]: {
    /** `<category>/<slug>`: unique across categories, as the page's path below /convert/. */
    readonly id: `${C}/${string}`;
    readonly slug: string;
    readonly reverseSlug: string;
    readonly category: C;
    readonly from: UnitId<C>;
    readonly to: UnitId<C>;
  };
}[CategoryId];

type PairSpec = { [C in CategoryId]: readonly [C, UnitId<C>, UnitId<C>] }[CategoryId];

/**
 * Popular conversions, most searched first (pre-rendered at build; every other pair of a category
 * is rendered on its first request) (the first 8 are the home page's popular pairs); each
 * also gets its reverse page. At least two per category so every category has four pair pages.
 */
const POPULAR = [
  ['length', 'cm', 'in'],
  ['weight', 'kg', 'lb'],
  ['temperature', 'c', 'f'],
  ['currency', 'usd', 'eur'],
  ['length', 'km', 'mi'],
  ['volume', 'l', 'gal_us'],
  ['speed', 'mph', 'kmh'],
  ['length', 'ft', 'm'],
  ['weight', 'g', 'oz'],
  ['volume', 'ml', 'fl_oz_us'],
  ['temperature', 'c', 'k'],
  ['length', 'ft', 'cm'],
  ['length', 'cm', 'ft_in'],
  ['currency', 'gbp', 'usd'],
  ['data', 'mb', 'gb'],
  ['data', 'gb_si', 'gb'],
  ['area', 'm2', 'ft2'],
  ['time', 'hr', 'min'],
  ['volume', 'cup_us', 'ml'],
  ['weight', 'st', 'kg'],
  ['weight', 'kg', 'st_lb'],
  ['pressure', 'bar', 'psi'],
  ['energy', 'kcal', 'kj'],
  ['fuel', 'mpg_us', 'l100km'],
  ['numeric', 'bin', 'dec'],
  ['speed', 'kmh', 'ms'],
  ['area', 'ac', 'ha'],
  ['power', 'hp', 'kw'],
  ['currency', 'usd', 'nok'],
  ['numeric', 'hex', 'dec'],
  ['weight', 'lb', 'oz'],
  ['weight', 'kg', 'lb_oz'],
  ['data', 'kb', 'mb'],
  ['angle', 'deg', 'rad'],
  ['force', 'n', 'lbf'],
  ['time', 'day', 'hr'],
  ['pressure', 'psi', 'kpa'],
  ['volume', 'tbsp', 'tsp'],
  ['energy', 'kwh', 'btu'],
  ['temperature', 'f', 'k'],
  ['fuel', 'kml', 'l100km'],
  ['currency', 'eur', 'gbp'],
  ['speed', 'knot', 'kmh'],
  ['time', 'ms', 's'],
  ['power', 'w', 'btuh'],
  ['area', 'cm2', 'in2'],
  ['data', 'byte', 'bit'],
  ['numeric', 'bin', 'hex'],
  ['pressure', 'atm', 'pa'],
  ['energy', 'j', 'kcal'],
  ['force', 'kgf', 'n'],
  ['angle', 'grad', 'deg'],
  ['volume', 'gal_uk', 'l'],
  ['fuel', 'mpg_uk', 'l100km'],
  ['torque', 'nm', 'lbft'],
  ['data-rate', 'mbps', 'mbyte_s'],
  ['density', 'gcm3', 'kgm3'],
  ['flow', 'lmin', 'gpm_us'],
  ['acceleration', 'g0', 'ms2'],
  ['frequency', 'mhz', 'khz'],
  ['angular-speed', 'rpm', 'rads'],
  ['current', 'ma', 'a'],
  ['voltage', 'kv', 'v'],
  ['resistance', 'kohm', 'ohm'],
  ['charge', 'mah', 'c'],
  ['illuminance', 'fc', 'lx'],
  ['typography', 'pt', 'px'],
  ['shoe-size', 'eu', 'us_men'],
  ['ring-size', 'us', 'iso'],
  ['torque', 'lbin', 'nm'],
  ['data-rate', 'gbps', 'mbps'],
  ['density', 'kgm3', 'lbft3'],
  ['flow', 'm3h', 'lmin'],
  ['acceleration', 'ms2', 'fts2'],
  ['frequency', 'ghz', 'mhz'],
  ['angular-speed', 'rpm', 'degs'],
  ['current', 'ua', 'ma'],
  ['voltage', 'mv', 'v'],
  ['resistance', 'megohm', 'kohm'],
  ['charge', 'ah', 'mah'],
  ['illuminance', 'klx', 'lx'],
  ['typography', 'px', 'em'],
  ['shoe-size', 'uk', 'eu'],
  ['ring-size', 'us', 'jp'],
] as const satisfies readonly PairSpec[];

/** Home page, footer: how many of the first pairs count as the popular ones. */
const POPULAR_PAIR_COUNT = 8;

function slugOf(category: CategoryId, from: string, to: string): string {
  const fromSlug = getUnit(category, from)?.slug;
  const toSlug = getUnit(category, to)?.slug;
  if (fromSlug === undefined || toSlug === undefined) throw new Error(`No such pair: ${category} ${from} ${to}`);
  return `${fromSlug}-to-${toSlug}`;
}

function pairOf([category, from, to]: PairSpec): Pair {
  const slug = slugOf(category, from, to);
  return { id: `${category}/${slug}`, slug, reverseSlug: slugOf(category, to, from), category, from, to } as Pair;
}

/** The popular pair pages (pre-rendered): the popular pairs in order, then their reverses in the same order. */
export const pairs: readonly Pair[] = [
  ...POPULAR.map(pairOf),
  ...POPULAR.map(([category, from, to]) => pairOf([category, to, from] as PairSpec)),
];

/** The first pairs, for the home page's popular cards. */
export function popularPairs(count: number = POPULAR_PAIR_COUNT): readonly Pair[] {
  return pairs.slice(0, count);
}

/** The popular pair pages of a category, most searched first. */
export function pairsOf(category: string): readonly Pair[] {
  return pairs.filter((pair) => pair.category === category);
}

interface PairIndex {
  readonly all: readonly Pair[];
  readonly byId: ReadonlyMap<string, Pair>;
  readonly byCategory: ReadonlyMap<string, readonly Pair[]>;
}

let index: PairIndex | undefined;

/**
 * Every pair page: each ordered pair of distinct units of a category that has pair pages
 * (lib/units/pair-units.ts), the popular ones first. Built on first use, from the catalogue, so a
 * unit added there has its pages without anything else to write.
 */
function pairIndex(): PairIndex {
  if (index !== undefined) return index;
  const byId = new Map<string, Pair>(pairs.map((pair) => [pair.id, pair]));
  const byCategory = new Map<string, Pair[]>();
  // Units two categories share (typography's in, mm and cm are length's too) have their pages in
  // the first category only: two pages would carry the same title and say the same.
  const firstBySlug = new Map<string, Pair>();
  for (const category of categories) {
    const units = pairUnitsOf(category.id);
    const list: Pair[] = [];
    for (const from of units) {
      for (const to of units) {
        if (from === to) continue;
        const pair = pairOf([category.id, from, to] as PairSpec);
        const first = firstBySlug.get(pair.slug);
        if (first !== undefined && first.category !== pair.category && first.from === from && first.to === to) continue;
        if (first === undefined) firstBySlug.set(pair.slug, pair);
        const known = byId.get(pair.id) ?? pair;
        byId.set(known.id, known);
        list.push(known);
      }
    }
    byCategory.set(category.id, list);
  }
  index = { all: [...byId.values()], byId, byCategory };
  return index;
}

/** Every pair page of the site, the popular ones first. */
export function allPairs(): readonly Pair[] {
  return pairIndex().all;
}

/** Every pair page of a category, by the catalogue's order of the `from` unit, then of the `to` unit. */
export function allPairsOf(category: string): readonly Pair[] {
  return pairIndex().byCategory.get(category) ?? [];
}

/** The pair page at /convert/{category}/{slug}, or undefined (also when the category does not match). */
export function getPair(category: string, slug: string): Pair | undefined {
  return pairIndex().byId.get(`${category}/${slug}`);
}

/** Whether /convert/{category}/{slug} is one of the popular, pre-rendered pages. */
export function isPopularPair(pair: Pair): boolean {
  return pairs.some((popular) => popular.id === pair.id);
}

/** The pair page converting `from` to `to`, or undefined when the two units have none. */
export function pairOfUnits(category: string, from: string, to: string): Pair | undefined {
  return allPairsOf(category).find((pair) => pair.from === from && pair.to === to);
}

export function reverseOf(pair: Pair): Pair {
  const reverse = getPair(pair.category, pair.reverseSlug);
  if (reverse === undefined) throw new Error(`Pair ${pair.id} has no reverse`);
  return reverse;
}

/**
 * Up to `count` other pages worth linking from a pair page: its reverse, then pairs of the same
 * category sharing a unit with it, then the rest of the category, then popular pairs elsewhere.
 */
export function relatedPairs(pair: Pair, count: number = 6): readonly Pair[] {
  const sameCategory = pairsOf(pair.category).filter((other) => other.id !== pair.id);
  const sharesUnit = (other: Pair) => other.from === pair.from || other.from === pair.to || other.to === pair.from || other.to === pair.to;
  const ranked = [
    ...sameCategory.filter((other) => other.slug === pair.reverseSlug),
    ...sameCategory.filter((other) => other.slug !== pair.reverseSlug && sharesUnit(other)),
    ...sameCategory.filter((other) => !sharesUnit(other)),
    ...pairs.filter((other) => other.category !== pair.category),
  ];
  return ranked.slice(0, Math.max(0, count));
}

/** How many other pairs of each of its units a pair page links to (the category page lists them all). */
export const SAME_UNIT_LINKS = 6;

/**
 * The other pair pages of a pair's two units, in the catalogue's order (common units first): from
 * its `from` unit to the others, and from the others to its `to` unit, up to `count` each.
 */
export function sameUnitPairs(
  pair: Pair,
  count: number = SAME_UNIT_LINKS,
): { readonly fromSame: readonly Pair[]; readonly toSame: readonly Pair[] } {
  const others = allPairsOf(pair.category).filter((other) => other.id !== pair.id && other.id !== `${pair.category}/${pair.reverseSlug}`);
  return {
    fromSame: others.filter((other) => other.from === pair.from).slice(0, count),
    toSame: others.filter((other) => other.to === pair.to).slice(0, count),
  };
}
