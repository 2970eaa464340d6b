import { numeric } from './categories/numeric';
import { InvalidDigitsError, UnknownUnitError } from './errors';
import { buildTable, lookup } from './table';
import type { NumericUnitDef } from './types';

const DIGITS: Readonly<Record<NumericUnitDef['radix'], RegExp>> = {
  2: /^[01]+$/,
  8: /^[0-7]+$/,
  10: /^[0-9]+$/,
  16: /^[0-9a-fA-F]+$/,
};

/** The prefix BigInt() reads each radix with, so the digits need no loop of our own. */
const BIGINT_PREFIX: Readonly<Record<NumericUnitDef['radix'], string>> = { 2: '0b', 8: '0o', 10: '', 16: '0x' };

/**
 * Reads an integer of any size written in the base: optional sign, optional prefix of that base
 * (`0x` for hex), digits in either case; spaces around it are ignored. Anything else raises
 * InvalidDigitsError naming the base.
 */
export function parseInBase(text: string, base: NumericUnitDef): bigint {
  let digits = text.trim();
  const sign = digits[0];
  if (sign === '-' || sign === '+') digits = digits.slice(1);
  if (base.prefix !== null && digits.slice(0, 2).toLowerCase() === base.prefix) digits = digits.slice(2);
  if (!DIGITS[base.radix].test(digits)) throw new InvalidDigitsError(base.id, base.radix);
  const value = BigInt(BIGINT_PREFIX[base.radix] + digits);
  return sign === '-' ? -value : value;
}

/** Writes an integer in the base, hex digits upper case as they are usually printed (FF). */
export function formatInBase(value: bigint, base: NumericUnitDef): string {
  const text = value.toString(base.radix);
  return base.radix === 16 ? text.toUpperCase() : text;
}

/** Text in one base → text in another. Same base returns the text unchanged once its digits are valid. */
function baseConverter(from: NumericUnitDef, to: NumericUnitDef): (text: string) => string {
  if (from.id === to.id) {
    return (text) => {
      parseInBase(text, from);
      return text;
    };
  }
  // BigInt for every size: measured faster than parseInt + Number#toString even for short numbers.
  return (text) => formatInBase(parseInBase(text, from), to);
}

export const baseTable = buildTable(numeric.units, baseConverter);
const baseIds = numeric.units.map((unit) => unit.id);

/** Converts digits between bases by id; an id it does not know raises UnknownUnitError. */
export function convertBase(from: string, to: string, text: string): string {
  const converter = lookup(baseTable, from, to);
  if (converter === undefined) {
    throw new UnknownUnitError('numeric', baseTable[from] !== undefined ? to : from, from, to, baseIds);
  }
  return converter(text);
}
