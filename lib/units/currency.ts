import { currency } from './categories/currency';
import { finite } from './finite';
import type { CurrencyUnitDef } from './types';

/** Units of currency per US dollar, keyed by code in either case ("eur" or "EUR"). */
export type Rates = Readonly<Record<string, number>>;

/**
 * The rate of a currency. A missing rate counts as 1 (spec, section 8), and so does one that is not
 * a positive finite number: a rate of 0 would turn every amount into Infinity.
 */
function rateOf(rates: Rates | undefined, unit: CurrencyUnitDef): number {
  const rate = rates?.[unit.id] ?? rates?.[unit.symbol];
  return typeof rate === 'number' && rate > 0 && rate < Infinity ? rate : 1;
}

/** value ÷ rate(from) × rate(to), rates relative to USD, divided first, then multiplied. */
export function currencyConverter(from: CurrencyUnitDef, to: CurrencyUnitDef, rates: Rates | undefined): (value: number) => number {
  const fromRate = rateOf(rates, from);
  const toRate = rateOf(rates, to);
  if (from.id === to.id) return (x) => finite(x, x);
  return (x) => finite(x, (x / fromRate) * toRate);
}

export const currencyUnits: ReadonlyMap<string, CurrencyUnitDef> = new Map(currency.units.map((unit) => [unit.id, unit]));
