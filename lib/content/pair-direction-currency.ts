import type { Locale } from '@/i18n/locales';
import type { Pair } from '@/lib/units/pairs';
import { unitSymbol } from '@/lib/units/symbols';
import { CURRENCY_DATA, SUBUNIT_NAMES, type CurrencyData } from './facts/currency';
import type { DirectionSpec } from './pair-direction';

/** The subunit the decimals count ("pence"), or 'none' where ISO 4217 gives no decimals or the name is unsure. */
const subunitOf = (data: CurrencyData, locale: Locale) =>
  data.minor === 0 || data.subunit === undefined ? 'none' : SUBUNIT_NAMES[data.subunit][locale];

/** The anchor both currencies are pegged to, or the one pegged to the other, from the pegs' data. */
function pegOf(from: string, to: string, a: CurrencyData, b: CurrencyData): Record<string, string> | undefined {
  if (a.peg !== undefined && a.peg.to === to) return { kind: 'to' };
  if (b.peg !== undefined && b.peg.to === from) return { kind: 'from' };
  if (a.peg !== undefined && a.peg.to === b.peg?.to) return { kind: 'same', anchor: a.peg.to.toUpperCase() };
  return undefined;
}

/**
 * What a currency pair says about going its own way, from ISO 4217's minor units and the pegs of
 * lib/content/facts/currency.ts: how many decimals the amount typed and the answer have, and where
 * one is pegged to the other, or both to one anchor, that their rate moves little.
 */
export function currencyDirectionOf(pair: Pair, locale: Locale): DirectionSpec[] {
  const [a, b] = [CURRENCY_DATA[pair.from], CURRENCY_DATA[pair.to]];
  if (a === undefined || b === undefined) return [];
  const symbols = { fromSymbol: unitSymbol('currency', pair.from, locale), toSymbol: unitSymbol('currency', pair.to, locale) };
  const decimals: DirectionSpec = {
    id: 'decimals',
    values: {
      ...symbols,
      fromMinor: String(a.minor),
      toMinor: String(b.minor),
      fromSub: subunitOf(a, locale),
      toSub: subunitOf(b, locale),
    },
  };
  const peg = pegOf(pair.from, pair.to, a, b);
  return peg === undefined ? [decimals] : [decimals, { id: 'peg', values: { ...symbols, ...peg } }];
}
