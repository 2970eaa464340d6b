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
    usd: 'au dollar des États-Unis',
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

/** The sign CLDR writes for a currency in one territory, in the territory's main language. */
function signIn(code: string, region: string): string | undefined {
  const language = new Intl.Locale(`und-${region}`).maximize().language;
  const parts = new Intl.NumberFormat(`${language}-${region}`, { style: 'currency', currency: code.toUpperCase() }).formatToParts(1);
  // Direction marks and spaces are not part of the sign; Cape Verde's escudo has only a zero-width one.
  return parts.find((part) => part.type === 'currency')?.value.replace(/[\s\u200b-\u200f]/gu, '');
}

/**
 * The sign prices carry in a currency's home country, as CLDR writes it for the home's main language
 * (฿ in Thailand, Ft in Hungary, Kč in Czechia), or the one sign every territory of a currency without
 * a home writes (€ from Finland to Portugal); undefined where those territories disagree, for a sign
 * that is only the code (CHF) or one in a script other than Latin, which a reader here cannot read.
 */
function homeSign(code: string, data: CurrencyData): string | undefined {
  const home = data.home === true || data.territories.length === 1;
  const signs = new Set((home ? data.territories.slice(0, 1) : data.territories).map((region) => signIn(code, region)));
  const sign = signs.size === 1 ? [...signs][0] : undefined;
  if (sign === undefined || sign === '' || sign.toUpperCase() === code.toUpperCase()) return undefined;
  return /\p{L}/u.test(sign) && !/^[\p{Script=Latin}\P{L}]+$/u.test(sign) ? undefined : sign;
}

const signCache = new Map<string, string | undefined>();
const signOf = (code: string, data: CurrencyData) => {
  if (!signCache.has(code)) signCache.set(code, homeSign(code, data));
  return signCache.get(code);
};

/**
 * What a currency pair says about going its own way, from ISO 4217's minor units and the pegs of
 * lib/content/facts/currency.ts: how many decimals the amount typed and the answer have, where one
 * is pegged to the other, or both to one anchor, that their rate moves little, and the signs prices
 * in each carry at home, or the one sign both share.
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
  const [fromSign, toSign] = [signOf(pair.from, a), signOf(pair.to, b)];
  const signs: DirectionSpec[] =
    fromSign === undefined || toSign === undefined
      ? []
      : [{ id: 'signs', values: { kind: fromSign === toSign ? 'same' : 'each', fromSign, toSign } }];
  const peg = pegOf(pair.from, pair.to, a, b);
  if (peg === undefined) return [decimals, ...signs];
  // An anchor the table does not name yet is written by its code rather than left out.
  const anchor = ANCHORS[locale][peg.anchor] ?? unitSymbol('currency', peg.anchor, locale);
  return [decimals, { id: 'peg', values: { ...symbols, kind: peg.kind, anchor } }, ...signs];
}
