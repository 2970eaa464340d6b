import type { CurrencyCategoryDef } from '../types';

/**
 * ISO 4217 codes of the site's currencies, in the order the pickers list them: the 32 most asked
 * for, then every other current ISO 4217 currency the daily feed carries (lib/currency), A to Z.
 * Left out: codes the feed still lists for currencies since withdrawn (HRK, SLL, ZWL, CUC, ANG).
 * Rates are relative to USD and arrive at run time; names come from Intl.DisplayNames.
 */
const CODES = [
  'usd', 'eur', 'gbp', 'jpy', 'cad', 'aud', 'chf', 'cny', 'inr', 'nok', 'sek', 'dkk', 'mxn', 'brl', 'rub', 'krw',
  'sgd', 'hkd', 'nzd', 'zar', 'thb', 'try', 'pln', 'ils', 'aed', 'sar', 'myr', 'php', 'idr', 'vnd', 'ars', 'cop',
  'afn', 'all', 'amd', 'aoa', 'awg', 'azn', 'bam', 'bbd', 'bdt', 'bgn', 'bhd', 'bif', 'bmd', 'bnd', 'bob', 'bsd',
  'btn', 'bwp', 'byn', 'bzd', 'cdf', 'clp', 'crc', 'cup', 'cve', 'czk', 'djf', 'dop', 'dzd', 'egp', 'ern', 'etb',
  'fjd', 'fkp', 'gel', 'ghs', 'gip', 'gmd', 'gnf', 'gtq', 'gyd', 'hnl', 'htg', 'huf', 'iqd', 'irr', 'isk', 'jmd',
  'jod', 'kes', 'kgs', 'khr', 'kmf', 'kpw', 'kwd', 'kyd', 'kzt', 'lak', 'lbp', 'lkr', 'lrd', 'lsl', 'lyd', 'mad',
  'mdl', 'mga', 'mkd', 'mmk', 'mnt', 'mop', 'mru', 'mur', 'mvr', 'mwk', 'mzn', 'nad', 'ngn', 'nio', 'npr', 'omr',
  'pab', 'pen', 'pgk', 'pkr', 'pyg', 'qar', 'ron', 'rsd', 'rwf', 'sbd', 'scr', 'sdg', 'shp', 'sle', 'sos', 'srd',
  'ssp', 'stn', 'svc', 'syp', 'szl', 'tjs', 'tmt', 'tnd', 'top', 'ttd', 'twd', 'tzs', 'uah', 'ugx', 'uyu', 'uzs',
  'ves', 'vuv', 'wst', 'xaf', 'xcd', 'xcg', 'xdr', 'xof', 'xpf', 'yer', 'zmw', 'zwg'
] as const;

type Code = (typeof CODES)[number];
/** A currency's unit: its id and slug are its code, its symbol the code in capitals ("usd", "USD"). */
type CurrencyUnit<C extends Code> = { readonly id: C; readonly symbol: Uppercase<C>; readonly slug: C };
type CurrencyUnits<T extends readonly Code[]> = { readonly [I in keyof T]: CurrencyUnit<T[I]> };

// Written as a list of codes rather than objects: the catalogue ships with the conversion engine.
const units = CODES.map((code) => ({ id: code, symbol: code.toUpperCase(), slug: code })) as unknown as CurrencyUnits<typeof CODES>;

export const currency = {
  id: 'currency',
  kind: 'currency',
  base: 'usd',
  units,
} as const satisfies CurrencyCategoryDef;
