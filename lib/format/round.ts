/**
 * Rounding for display and for stored amounts. One rule everywhere: half away from zero on the
 * number's shortest decimal text, so 1.005 rounds to 1.01 (1.005 × 100 is 100.49999… in binary and
 * `Math.round` would give 1), the same way Intl rounds what it prints; and never −0, which would
 * print as "-0".
 */

/** `value × 10^places`, by moving the decimal point in the number's shortest text (no binary noise). */
function shift(value: number, places: number): number {
  const [mantissa, exponent = '0'] = String(value).split('e');
  return Number(`${mantissa}e${Number(exponent) + places}`);
}

/** −0 as 0; every other value as it is. */
export function noNegativeZero(value: number): number {
  return value + 0;
}

/** `value` rounded half away from zero to `decimals` places; never −0; NaN and ±Infinity unchanged. */
export function roundTo(value: number, decimals: number): number {
  if (!Number.isFinite(value)) return value;
  const rounded = shift(Math.round(shift(Math.abs(value), decimals)), -decimals);
  return value < 0 && rounded !== 0 ? -rounded : rounded;
}
