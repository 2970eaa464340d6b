/**
 * Fractions of a unit as the workshop reads them (11 13/16 in): the nearest multiple of
 * 1/denominator, reduced (8/16 shows as 1/2). Denominators are the powers of two on rulers.
 */

import type { Denominator } from './denominators';

export { DEFAULT_DENOMINATOR, DENOMINATORS, type Denominator } from './denominators';

/**
 * Beyond this magnitude a fraction of 1/64 is noise next to the whole number, and steps of 1/64
 * stop being exact doubles well before 2^53: such values are shown as decimals instead.
 */
export const FRACTION_LIMIT = 1e12;

export interface NearestFraction {
  readonly negative: boolean;
  readonly whole: number;
  /** 0 when the value rounds to a whole number. */
  readonly numerator: number;
  /** Reduced: 1/2 rather than 8/16. */
  readonly denominator: number;
  /** How many 1/denominator steps the shown value is (signed), for exact comparisons. */
  readonly steps: number;
  /** The shown value as a number. */
  readonly value: number;
}

function gcd(a: number, b: number): number {
  let x = a;
  let y = b;
  while (y !== 0) [x, y] = [y, x % y];
  return x;
}

/** The nearest multiple of 1/denominator (ties away from zero); undefined beyond FRACTION_LIMIT. */
export function nearestFraction(value: number, denominator: Denominator): NearestFraction | undefined {
  if (!Number.isFinite(value) || Math.abs(value) >= FRACTION_LIMIT) return undefined;
  const magnitudeSteps = Math.round(Math.abs(value) * denominator);
  const negative = value < 0 && magnitudeSteps !== 0;
  const whole = Math.floor(magnitudeSteps / denominator);
  const rest = magnitudeSteps - whole * denominator;
  const divisor = rest === 0 ? denominator : gcd(rest, denominator);
  const steps = negative ? -magnitudeSteps : magnitudeSteps;
  return {
    negative,
    whole,
    numerator: rest / divisor,
    denominator: denominator / divisor,
    steps,
    value: steps / denominator,
  };
}

/** "11 13/16", "3/4", "-1 1/2", "0". Plain ASCII: the same in every locale. */
export function fractionText({ negative, whole, numerator, denominator }: NearestFraction): string {
  const sign = negative ? '-' : '';
  if (numerator === 0) return `${sign}${whole}`;
  return whole === 0 ? `${sign}${numerator}/${denominator}` : `${sign}${whole} ${numerator}/${denominator}`;
}
