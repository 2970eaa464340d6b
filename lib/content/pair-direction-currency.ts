import type { Locale } from '@/i18n/locales';
import type { Pair } from '@/lib/units/pairs';
import { unitSymbol } from '@/lib/units/symbols';
import { CURRENCY_DATA, SUBUNIT_NAMES, type CurrencyData } from './facts/currency';
import type { DirectionSpec } from './pair-direction';

/** The subunit the decimals count ("pence"), or 'none' where ISO 4217 gives no decimals or the name is unsure. */
const subunitOf = (data: CurrencyData, locale: Locale) =>
  data.minor === 0 || data.subunit === undefined ? 'none' : SUBUNIT_NAMES[data.subunit][locale];

/** The currencies others are pegged to, as the peg sentence names them after its verb, by language. */
const ANCHORS: Readonly<Record<Locale, Readonly<Record<string, string>>>> = {
  en: { usd: 'the US dollar', eur: 'the euro', sgd: 'the Singapore dollar', zar: 'the South African rand', inr: 'the Indian rupee' },
  es: { usd: 'al dólar estadounidense', eur: 'al euro', sgd: 'al dólar singapurense', zar: 'al rand sudafricano', inr: 'a la rupia india' },
  de: {
    usd: 'an den US-Dollar',
    eur: 'an den Euro',
    sgd: 'an den Singapur-Dollar',
    zar: 'an den südafrikanischen Rand',
    inr: 'an die indische Rupie',
  },
  fr: {
    usd: 'au dollar américain',
    eur: 'à l’euro',
    sgd: 'au dollar de Singapour',
    zar: 'au rand sud-africain',
    inr: 'à la roupie indienne',
  },
  no: {
    usd: 'den amerikanske dollaren',
    eur: 'euroen',
    sgd: 'singaporedollaren',
    zar: 'den sørafrikanske randen',
    inr: 'den indiske rupien',
  },
};

/** The anchor both currencies are pegged to, or the one pegged to the other, from the pegs' data. */
function pegOf(from: string, to: string, a: CurrencyData, b: CurrencyData): { kind: string; anchor: string } | undefined {
  if (a.peg !== undefined && a.peg.to === to) return { kind: 'to', anchor: to };
  if (b.peg !== undefined && b.peg.to === from) return { kind: 'from', anchor: from };
  if (a.peg !== undefined && a.peg.to === b.peg?.to) return { kind: 'same', anchor: a.peg.to };
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
  if (peg === undefined) return [decimals];
  // An anchor the table does not name yet is written by its code rather than left out.
  const anchor = ANCHORS[locale][peg.anchor] ?? unitSymbol('currency', peg.anchor, locale);
  return [decimals, { id: 'peg', values: { ...symbols, kind: peg.kind, anchor } }];
}
