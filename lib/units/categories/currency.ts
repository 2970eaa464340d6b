import type { CurrencyCategoryDef } from '../types';

/**
 * ISO 4217 codes of the site's 32 currencies, in the order the pickers list them. Rates are relative to USD and arrive
 * at run time (lib/currency); names come from Intl.DisplayNames, so none are stored here.
 */
const CODES = [
  'usd', 'eur', 'gbp', 'jpy', 'cad', 'aud', 'chf', 'cny', 'inr', 'nok', 'sek', 'dkk', 'mxn', 'brl', 'rub', 'krw',
  'sgd', 'hkd', 'nzd', 'zar', 'thb', 'try', 'pln', 'ils', 'aed', 'sar', 'myr', 'php', 'idr', 'vnd', 'ars', 'cop',
] as const;

type Code = (typeof CODES)[number];
/** A currency's unit: its id and slug are its code, its symbol the code in capitals ("usd", "USD"). */
type CurrencyUnit<C extends Code> = { readonly id: C; readonly symbol: Uppercase<C>; readonly slug: C };
type CurrencyUnits<T extends readonly Code[]> = { readonly [I in keyof T]: CurrencyUnit<T[I]> };

// Written as a list of codes rather than 32 objects: the catalogue ships with every converter page.
const units = CODES.map((code) => ({ id: code, symbol: code.toUpperCase(), slug: code })) as unknown as CurrencyUnits<typeof CODES>;

export const currency = {
  id: 'currency',
  kind: 'currency',
  base: 'usd',
  units,
} as const satisfies CurrencyCategoryDef;
