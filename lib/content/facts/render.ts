import type { Locale } from '@/i18n/locales';
import { writtenAmount } from '@/lib/converter/written';
import { CONTENT_DECIMALS, formatContentNumber } from '@/lib/format/number';
import { NBSP, typeset } from '@/lib/format/typography';
import { getCategory, getUnit, type CategoryId } from '@/lib/units/catalogue';
import { compoundPartsOf } from '@/lib/units/compound';
import { convert } from '@/lib/units/convert';
import { exactResult } from '@/lib/units/exactness';
import { parseDecimal, type Rational } from '@/lib/units/rational';
import { unitSymbol } from '@/lib/units/symbols';

/** A `{q AMOUNT FROM TO}` or `{x AMOUNT FROM TO}` token of a fact text (lib/content/facts/types.ts). */
export interface FactToken {
  readonly kind: 'q' | 'x';
  readonly amount: string;
  readonly from: string;
  readonly to: string;
}

/** Every token; the pattern also catches malformed ones, which parseToken rejects. */
export const TOKEN = /\{([^{}]*)\}/g;

/** A token's parts, or undefined when it is not `{q|x AMOUNT FROM TO}`. */
export function parseToken(body: string): FactToken | undefined {
  const match = /^([qx]) (-?[0-9]+(?:\.[0-9]+)?|[0-9A-Za-z]+) ([a-z0-9_]+) ([a-z0-9_]+)$/.exec(body);
  if (match === null) return undefined;
  return { kind: match[1] as 'q' | 'x', amount: match[2]!, from: match[3]!, to: match[4]! };
}

/** Thrown when a fact text holds a token the catalogue cannot compute; the facts test finds these first. */
export class FactTokenError extends Error {}

/** Significant digits of a figure a fact gives roughly (`{q …}`). */
const ROUNDED_DIGITS = 4;
/** The most decimals Intl writes. */
const MAX_DECIMALS = 20;

/** A terminating fraction as its full decimal text ("0.45359237"), or undefined when it repeats. */
export function decimalText({ num, den }: Rational): string | undefined {
  let rest = den;
  let twos = 0;
  let fives = 0;
  while (rest % 2n === 0n) [rest, twos] = [rest / 2n, twos + 1];
  while (rest % 5n === 0n) [rest, fives] = [rest / 5n, fives + 1];
  if (rest !== 1n) return undefined;
  const places = Math.max(twos, fives);
  const scaled = (num * 10n ** BigInt(places)) / den;
  const negative = scaled < 0n;
  const digits = (negative ? -scaled : scaled).toString().padStart(places + 1, '0');
  const text = places === 0 ? digits : `${digits.slice(0, -places)}.${digits.slice(-places)}`.replace(/\.?0+$/, '');
  return negative ? `-${text}` : text;
}

/** Past this many significant digits an exact decimal reads as noise in prose: "about 4.448", not every digit. */
const MAX_EXACT_DIGITS = 12;

/** Whether an exact decimal ("0.0254", "1609344") is short enough for prose to write every digit. */
export function isShortExact(decimal: string | undefined): decimal is string {
  return decimal !== undefined && decimal.replace(/^-?0*\.?0*/, '').replace('.', '').length <= MAX_EXACT_DIGITS;
}

/** The exact result of a token, or undefined when it is not exact by definition or has no finite decimal. */
export function exactTokenText(category: CategoryId, token: FactToken): string | undefined {
  const amount = parseDecimal(token.amount);
  if (amount === undefined) return undefined;
  const exact = exactResult(category, token.from, token.to, amount);
  return exact === null ? undefined : decimalText(exact);
}

const convertAny = convert as (category: CategoryId, from: string, to: string, value: number | string) => number | string;

/** One token written for the locale: the number, a no-break space and the target's symbol. */
export function renderToken(category: CategoryId, token: FactToken, locale: Locale): string {
  const kind = getCategory(category)?.kind;
  if (getUnit(category, token.from) === undefined || getUnit(category, token.to) === undefined) {
    throw new FactTokenError(`{${token.kind} ${token.amount} ${token.from} ${token.to}}: not units of ${category}`);
  }
  const symbol = unitSymbol(category, token.to, locale);
  if (kind === 'numeric') return `${String(convertAny(category, token.from, token.to, token.amount))}${NBSP}${symbol}`;
  const value = convertAny(category, token.from, token.to, Number(token.amount)) as number;
  // Sizes are rows of a chart and compound units have parts ("5 ft 7 in"): the converter's own writing.
  if (kind === 'table' || compoundPartsOf(category, token.to) !== undefined) {
    return writtenAmount(category, value, token.to, locale).replaceAll(' ', NBSP);
  }
  if (token.kind === 'x') {
    const text = exactTokenText(category, token);
    if (text === undefined) throw new FactTokenError(`{x ${token.amount} ${token.from} ${token.to}} is not exact`);
    // Every decimal of the exact text, up to the twenty Intl writes.
    const decimals = Math.min(text.split('.')[1]?.length ?? 0, MAX_DECIMALS);
    return `${formatContentNumber(text as `${number}`, locale, decimals)}${NBSP}${symbol}`;
  }
  return `${formatContentNumber(value, locale, CONTENT_DECIMALS, ROUNDED_DIGITS)}${NBSP}${symbol}`;
}

/** A fact text with its tokens computed from the catalogue for the locale, typeset as the messages are. */
export function renderFactText(text: string, category: CategoryId, locale: Locale): string {
  const filled = text.replace(TOKEN, (whole, body: string) => {
    const token = parseToken(body);
    if (token === undefined) throw new FactTokenError(`${whole}: not a token`);
    return renderToken(category, token, locale);
  });
  return typeset(filled, locale);
}
