import { getCategory, type CategoryId } from './catalogue';

/**
 * Currencies by their share of foreign-exchange turnover (BIS Triennial Survey 2022), most traded
 * first; pair pages exist between the first PAIR_CURRENCY_COUNT of them the catalogue holds.
 */
export const TRADED_CURRENCIES = [
  'usd',
  'eur',
  'jpy',
  'gbp',
  'cny',
  'aud',
  'cad',
  'chf',
  'hkd',
  'sgd',
  'sek',
  'krw',
  'nok',
  'nzd',
  'inr',
  'mxn',
  'twd',
  'zar',
  'brl',
  'dkk',
  'pln',
  'thb',
  'ils',
  'idr',
  'czk',
  'aed',
  'try',
  'huf',
  'clp',
  'sar',
  'php',
  'myr',
  'cop',
  'rub',
  'ron',
  'pen',
] as const;

/** How many currencies have pair pages between them. */
export const PAIR_CURRENCY_COUNT = 30;

/**
 * The units of a category that have pair pages between them, in the catalogue's order: every unit,
 * except for currency, where the most traded ones do.
 */
export function pairUnitsOf(category: CategoryId): readonly string[] {
  const units = getCategory(category).units.map((unit) => unit.id as string);
  if (category !== 'currency') return units;
  const held = new Set(units);
  const traded = new Set<string>(TRADED_CURRENCIES.filter((code) => held.has(code)).slice(0, PAIR_CURRENCY_COUNT));
  return units.filter((unit) => traded.has(unit));
}
