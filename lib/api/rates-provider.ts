/**
 * The API converts currency with the same rates as /api/currency-rates: lib/currency's daily feed,
 * cached per process, with the committed snapshot answering whenever the feed cannot.
 */
import { handleCurrencyRates } from '@/lib/currency/handler';
import type { RatesProvider } from './handler';

export const defaultRatesProvider: RatesProvider = async () => {
  const { body } = await handleCurrencyRates(process.env);
  return { rates: body.rates, lastUpdated: body.lastUpdated };
};
