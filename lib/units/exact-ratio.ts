/**
 * Exact ratios between unit factors. Factors are decimal (0.0254) or exact fractions ("1852/3600",
 * "pi/180"), so the ratio between two units is a fraction of integers, possibly times a power of π.
 * Converting with `(x × N) ÷ D` rounds once whenever x × N is exact (whole numbers, halves…), so
 * far more results are the correctly rounded decimal than with `x × (f1 ÷ f2)` or the textbook
 * `x × f1 ÷ f2`, which turns 1 ft into 12.000000000000002 in (docs/PERFORMANCE.md has the shares).
 */

export interface Fraction {
  readonly num: bigint;
  readonly den: bigint;
  /** Power of π the fraction is multiplied by. */
  readonly pi: number;
}

const MAX_EXACT_INTEGER = BigInt(Number.MAX_SAFE_INTEGER);

function gcd(a: bigint, b: bigint): bigint {
  // Most factors are short decimals: Euclid on doubles is exact below 2^53 and much cheaper.
  if (a <= MAX_EXACT_INTEGER && b <= MAX_EXACT_INTEGER) {
    let x = Number(a);
    let y = Number(b);
    while (y !== 0) [x, y] = [y, x % y];
    return BigInt(x);
  }
  let x = a;
  let y = b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

function reduce(num: bigint, den: bigint, pi: number): Fraction {
  const divisor = gcd(num, den);
  return { num: num / divisor, den: den / divisor, pi };
}

/** "0.0254", "1e-9", "1055.05585262" or "pi" as a fraction. */
function parseTerm(term: string): Fraction {
  if (term === 'pi') return { num: 1n, den: 1n, pi: 1 };
  const match = /^(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/.exec(term);
  if (match === null) throw new Error(`Not an exact decimal: ${term}`);
  const [, whole = '', decimals = '', exponentText = '0'] = match;
  const exponent = Number(exponentText) - decimals.length;
  const digits = BigInt(whole + decimals);
  return exponent >= 0 ? reduce(digits * 10n ** BigInt(exponent), 1n, 0) : reduce(digits, 10n ** BigInt(-exponent), 0);
}

/** Parses "a/b" (each a decimal or "pi") or a plain decimal into a reduced fraction. */
export function parseFraction(text: string): Fraction {
  const [top = '', bottom, extra] = text.split('/');
  if (extra !== undefined) throw new Error(`Not a fraction: ${text}`);
  const numerator = parseTerm(top.trim());
  if (bottom === undefined) return numerator;
  const denominator = parseTerm(bottom.trim());
  return reduce(numerator.num * denominator.den, numerator.den * denominator.num, numerator.pi - denominator.pi);
}

// Each factor meets every other unit of its category: parse it once.
const fractions = new Map<string, Fraction>();

/** The exact value of a factor: its `exact` fraction, else the shortest decimal of the double. */
export function fractionOf(factor: number, exact?: string): Fraction {
  const text = exact ?? String(factor);
  let fraction = fractions.get(text);
  if (fraction === undefined) {
    fraction = parseFraction(text);
    fractions.set(text, fraction);
  }
  return fraction;
}

export function divideFractions(a: Fraction, b: Fraction): Fraction {
  return reduce(a.num * b.den, a.den * b.num, a.pi - b.pi);
}

const DIGITS = 40;

/** The double nearest to num/den (both positive), through a 40-digit decimal that Number() rounds. */
export function fractionToNumber({ num, den, pi }: Fraction): number {
  // Scale so the integer quotient has 40 or 41 digits: plenty for Number() to round from.
  const exponent = num.toString().length - den.toString().length - DIGITS;
  const quotient = exponent < 0 ? (num * 10n ** BigInt(-exponent)) / den : num / (den * 10n ** BigInt(exponent));
  const value = Number(`${quotient}e${exponent}`);
  // Dividing by π rounds once; multiplying by the double of 1/π would round twice.
  return pi >= 0 ? value * Math.PI ** pi : value / Math.PI ** -pi;
}

/**
 * How to multiply by the fraction with as few roundings as the operands allow: `(x × multiplier) ÷
 * divisor` with the fraction's own integers while they are exact doubles (multiplying or dividing
 * by 1 is exact, so whole-number ratios cost nothing extra). Otherwise the nearest double of the
 * fraction, or division by that of its inverse when the fraction is below 1 (÷ 10 beats × 0.1).
 */
export function scalePlan(fraction: Fraction): { readonly multiplier: number; readonly divisor: number } {
  const { num, den, pi } = fraction;
  if (num > MAX_EXACT_INTEGER || den > MAX_EXACT_INTEGER || Math.abs(pi) > 1) {
    const ratio = fractionToNumber(fraction);
    return ratio >= 1 ? { multiplier: ratio, divisor: 1 } : { multiplier: 1, divisor: fractionToNumber({ num: den, den: num, pi: -pi }) };
  }
  return {
    multiplier: Number(num) * (pi === 1 ? Math.PI : 1),
    divisor: Number(den) * (pi === -1 ? Math.PI : 1),
  };
}
