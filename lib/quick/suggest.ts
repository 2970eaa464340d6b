import type { Locale } from '@/i18n/locales';
import { convert, getCategory, getUnit, type CategoryId } from '@/lib/units';

/**
 * Targets worth showing when the query names none ("5 ft"): a unit of the other system first
 * (metric for imperial and US units, and the reverse), then the rest of the category, keeping those
 * whose result reads well (between 0.1 and 100,000) and never the source itself. Currencies follow
 * the page's language (kroner for Norwegian readers). At most `count`.
 */
const METRIC_FIRST: Partial<Record<CategoryId, readonly string[]>> = {
  length: ['cm', 'm', 'km', 'mm', 'in', 'ft', 'yd', 'mi'],
  weight: ['kg', 'g', 'mg', 'lb', 'oz', 'st'],
  volume: ['l', 'ml', 'gal_us', 'gal_uk', 'cup_us', 'fl_oz_us', 'tbsp', 'tsp'],
  area: ['m2', 'cm2', 'ha', 'km2', 'mm2', 'ft2', 'ac', 'in2'],
  speed: ['kmh', 'ms', 'mph', 'knot', 'fts'],
  pressure: ['bar', 'kpa', 'pa', 'atm', 'psi', 'mmhg'],
  energy: ['kj', 'kcal', 'kwh', 'j', 'btu'],
  power: ['kw', 'w', 'hp', 'btuh'],
  force: ['n', 'kgf', 'lbf'],
  fuel: ['l100km', 'kml', 'mpg_us', 'mpg_uk'],
};
const IMPERIAL_FIRST: Partial<Record<CategoryId, readonly string[]>> = {
  length: ['in', 'ft', 'yd', 'mi', 'cm', 'm', 'km', 'mm'],
  weight: ['lb', 'oz', 'st', 'kg', 'g'],
  volume: ['gal_us', 'cup_us', 'fl_oz_us', 'tbsp', 'tsp', 'gal_uk', 'fl_oz_uk', 'l', 'ml'],
  area: ['ft2', 'ac', 'in2', 'm2', 'ha'],
  speed: ['mph', 'knot', 'fts', 'kmh', 'ms'],
  pressure: ['psi', 'mmhg', 'atm', 'bar', 'kpa'],
  energy: ['btu', 'kcal', 'kwh', 'kj'],
  power: ['hp', 'btuh', 'kw', 'w'],
  force: ['lbf', 'kgf', 'n'],
  fuel: ['mpg_us', 'mpg_uk', 'l100km', 'kml'],
};
const ORDERED: Partial<Record<CategoryId, readonly string[]>> = {
  temperature: ['c', 'f', 'k'],
  time: ['s', 'min', 'hr', 'day', 'week', 'month', 'year', 'ms', 'ns'],
  angle: ['rad', 'deg', 'grad'],
  data: ['mb', 'gb', 'kb', 'tb', 'byte', 'bit'],
  numeric: ['dec', 'bin', 'hex', 'oct'],
};
const CURRENCIES: Readonly<Record<Locale, readonly string[]>> = {
  en: ['usd', 'eur', 'gbp'],
  es: ['eur', 'usd', 'mxn'],
  de: ['eur', 'usd', 'chf'],
  fr: ['eur', 'usd', 'cad'],
  no: ['nok', 'eur', 'usd'],
};
const IMPERIAL = new Set([
  'in',
  'ft',
  'yd',
  'mi',
  'oz',
  'lb',
  'st',
  'gal_us',
  'gal_uk',
  'cup_us',
  'fl_oz_us',
  'fl_oz_uk',
  'tsp',
  'tbsp',
  'in2',
  'ft2',
  'ac',
  'mph',
  'fts',
  'knot',
  'psi',
  'mmhg',
  'btu',
  'hp',
  'btuh',
  'lbf',
  'mpg_us',
  'mpg_uk',
  'f',
]);

/**
 * A category without a table above: its units in the catalogue's order (the most used first), those
 * of another system than the source's first (metric against US and imperial).
 */
function catalogueOrder(category: CategoryId, from: string): readonly string[] {
  const units: readonly { id: string; system?: string }[] = getCategory(category).units;
  const metric = (unit: { system?: string } | undefined) => unit?.system === 'metric';
  const source = metric(units.find((unit) => unit.id === from));
  return [...units.filter((unit) => metric(unit) !== source), ...units.filter((unit) => metric(unit) === source)].map(({ id }) => id);
}

function readsWell(category: CategoryId, from: string, to: string, value: number): boolean {
  try {
    const result = Math.abs(convert(category as Exclude<CategoryId, 'numeric'>, from, to, value));
    return result === 0 || (result >= 0.1 && result < 100_000);
  } catch {
    return false;
  }
}

export function suggestTargets(category: CategoryId, from: string, value: number | string, language: Locale, count = 3): string[] {
  const candidates =
    category === 'currency'
      ? CURRENCIES[language]
      : (ORDERED[category] ?? (IMPERIAL.has(from) ? METRIC_FIRST : IMPERIAL_FIRST)[category] ?? catalogueOrder(category, from));
  const others = candidates.filter((unit) => unit !== from && getUnit(category, unit) !== undefined);
  if (category === 'currency' && from !== 'usd' && !others.includes('usd')) others.push('usd');
  if (typeof value !== 'number' || category === 'currency' || category === 'temperature') {
    return others.slice(0, count);
  }
  const good = others.filter((to) => readsWell(category, from, to, value));
  return (good.length > 0 ? good : others).slice(0, count);
}
