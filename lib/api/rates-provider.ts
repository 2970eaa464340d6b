/**
 * TEMPORARY stand-in until lib/currency (built in a parallel branch) is merged: every currency at
 * rate 1, dated now. The lead replaces this file's body with lib/currency's server-side rates
 * function, e.g. `export const defaultRatesProvider: RatesProvider = () => getRates();`.
 */
import { getCategory } from '@/lib/units';
import type { RatesProvider } from './handler';

const ONE_FOR_EVERY_CODE = Object.fromEntries(getCategory('currency').units.map((unit) => [unit.symbol, 1]));

export const defaultRatesProvider: RatesProvider = async () => ({
  rates: ONE_FOR_EVERY_CODE,
  lastUpdated: Math.floor(Date.now() / 1000),
});
