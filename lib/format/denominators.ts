/**
 * The denominators of ruler fractions (./ruler-fraction.ts): the powers of two on rulers. On their
 * own so that a converter card that only reads the visitor's stored format does not download the
 * fraction arithmetic.
 */
export const DENOMINATORS = [2, 4, 8, 16, 32, 64] as const;
export type Denominator = (typeof DENOMINATORS)[number];
export const DEFAULT_DENOMINATOR: Denominator = 16;

export function isDenominator(value: unknown): value is Denominator {
  return typeof value === 'number' && (DENOMINATORS as readonly number[]).includes(value);
}
