import type { CurrencyCategoryDef } from '../types';

/**
 * ISO 4217 codes of the site's 32 currencies, in the order the pickers list them. Rates are relative to USD and arrive
 * at run time (lib/currency); names come from Intl.DisplayNames, so none are stored here.
 */
export const currency = {
  id: 'currency',
  kind: 'currency',
  base: 'usd',
  units: [
    { id: 'usd', symbol: 'USD', slug: 'usd' },
    { id: 'eur', symbol: 'EUR', slug: 'eur' },
    { id: 'gbp', symbol: 'GBP', slug: 'gbp' },
    { id: 'jpy', symbol: 'JPY', slug: 'jpy' },
    { id: 'cad', symbol: 'CAD', slug: 'cad' },
    { id: 'aud', symbol: 'AUD', slug: 'aud' },
    { id: 'chf', symbol: 'CHF', slug: 'chf' },
    { id: 'cny', symbol: 'CNY', slug: 'cny' },
    { id: 'inr', symbol: 'INR', slug: 'inr' },
    { id: 'nok', symbol: 'NOK', slug: 'nok' },
    { id: 'sek', symbol: 'SEK', slug: 'sek' },
    { id: 'dkk', symbol: 'DKK', slug: 'dkk' },
    { id: 'mxn', symbol: 'MXN', slug: 'mxn' },
    { id: 'brl', symbol: 'BRL', slug: 'brl' },
    { id: 'rub', symbol: 'RUB', slug: 'rub' },
    { id: 'krw', symbol: 'KRW', slug: 'krw' },
    { id: 'sgd', symbol: 'SGD', slug: 'sgd' },
    { id: 'hkd', symbol: 'HKD', slug: 'hkd' },
    { id: 'nzd', symbol: 'NZD', slug: 'nzd' },
    { id: 'zar', symbol: 'ZAR', slug: 'zar' },
    { id: 'thb', symbol: 'THB', slug: 'thb' },
    { id: 'try', symbol: 'TRY', slug: 'try' },
    { id: 'pln', symbol: 'PLN', slug: 'pln' },
    { id: 'ils', symbol: 'ILS', slug: 'ils' },
    { id: 'aed', symbol: 'AED', slug: 'aed' },
    { id: 'sar', symbol: 'SAR', slug: 'sar' },
    { id: 'myr', symbol: 'MYR', slug: 'myr' },
    { id: 'php', symbol: 'PHP', slug: 'php' },
    { id: 'idr', symbol: 'IDR', slug: 'idr' },
    { id: 'vnd', symbol: 'VND', slug: 'vnd' },
    { id: 'ars', symbol: 'ARS', slug: 'ars' },
    { id: 'cop', symbol: 'COP', slug: 'cop' },
  ],
} as const satisfies CurrencyCategoryDef;
