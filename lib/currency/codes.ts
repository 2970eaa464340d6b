/**
 * The currencies whose rates the site serves: exactly the codes of the currency category in
 * lib/units, upper-cased as ISO 4217 writes them. One list, so the rates can never cover
 * other codes than the converter offers.
 */
import { currency } from '@/lib/units/categories/currency';

type CurrencyUnit = (typeof currency.units)[number];

/** An ISO 4217 code of the site's currency list ("USD", "EUR", …). */
export type CurrencyCode = CurrencyUnit['symbol'];

/** Every rate is in units of this currency per one of it. */
export const BASE_CURRENCY = 'USD' as const satisfies CurrencyCode;

export const CURRENCY_CODES: readonly CurrencyCode[] = currency.units.map((unit) => unit.symbol);

/** A full set of rates: one positive number per code, USD = 1. */
export type RateTable = Readonly<Record<CurrencyCode, number>>;
