/**
 * Exact signed rationals on BigInt, for knowing whether a shown result equals the true one.
 * Doubles cannot say it (1/3 ft is exactly 4 in, but 0.333… × 12 is 3.9999999999999996); a
 * fraction of integers can, since every factor, typed decimal and typed fraction is one.
 */

export interface Rational {
  readonly num: bigint;
  /** Always positive. */
  readonly den: bigint;
}

export const ZERO: Rational = { num: 0n, den: 1n };

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

export function rational(num: bigint, den: bigint = 1n): Rational {
  if (den === 0n) throw new RangeError('A rational cannot have a zero denominator');
  const sign = den < 0n ? -1n : 1n;
  const divisor = gcd(num, den) || 1n;
  return { num: (sign * num) / divisor, den: (sign * den) / divisor };
}

const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

/** "-12.5", "1e-7", "1.5e+21" as a rational; undefined when the text is not a plain decimal. */
export function parseDecimal(text: string): Rational | undefined {
  const match = DECIMAL.exec(text.trim());
  if (match === null) return undefined;
  const [, sign = '', whole = '', decimals = '', exponentText = '0'] = match;
  if (whole === '' && decimals === '') return undefined;
  const exponent = Number(exponentText) - decimals.length;
  const digits = BigInt(`${sign === '-' ? '-' : ''}${whole || '0'}${decimals}`);
  return exponent >= 0 ? rational(digits * 10n ** BigInt(exponent)) : rational(digits, 10n ** BigInt(-exponent));
}

/** The exact value of a finite double's shortest decimal (what String() writes). */
export function fromNumber(value: number): Rational {
  const parsed = Number.isFinite(value) ? parseDecimal(String(value)) : undefined;
  if (parsed === undefined) throw new RangeError(`Not a finite number: ${value}`);
  return parsed;
}

export const add = (a: Rational, b: Rational): Rational => rational(a.num * b.den + b.num * a.den, a.den * b.den);
export const subtract = (a: Rational, b: Rational): Rational => rational(a.num * b.den - b.num * a.den, a.den * b.den);
export const multiply = (a: Rational, b: Rational): Rational => rational(a.num * b.num, a.den * b.den);
export const divide = (a: Rational, b: Rational): Rational => rational(a.num * b.den, a.den * b.num);
export const negate = (a: Rational): Rational => ({ num: -a.num, den: a.den });
export const equals = (a: Rational, b: Rational): boolean => a.num === b.num && a.den === b.den;

/** The nearest double (rounded once, through a 40-digit decimal). */
export function toNumber({ num, den }: Rational): number {
  if (num === 0n) return 0;
  const negative = num < 0n;
  const magnitude = negative ? -num : num;
  const exponent = magnitude.toString().length - den.toString().length - 40;
  const quotient = exponent < 0 ? (magnitude * 10n ** BigInt(-exponent)) / den : magnitude / (den * 10n ** BigInt(exponent));
  const value = Number(`${quotient}e${exponent}`);
  return negative ? -value : value;
}

/** Whole part toward zero and the rest (same sign as the value). */
export function truncate(a: Rational): { readonly whole: bigint; readonly rest: Rational } {
  const whole = a.num / a.den;
  return { whole, rest: rational(a.num - whole * a.den, a.den) };
}
