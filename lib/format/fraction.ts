/**
 * Amounts with the fractions a cook reads: 1/2, 1/4, 3/4, 1/3 and 2/3, after a whole number as
 * "1 1/2". A value near none of them is written as a decimal by the caller's own style.
 */

/** The fractions shown, with the distance within which a value counts as one of them. */
const DISPLAY_FRACTIONS = [
  { text: '1/4', value: 1 / 4 },
  { text: '1/3', value: 1 / 3 },
  { text: '1/2', value: 1 / 2 },
  { text: '2/3', value: 2 / 3 },
  { text: '3/4', value: 3 / 4 },
] as const;
const FRACTION_TOLERANCE = 0.01;

/**
 * A non-negative `value` as a whole number and a display fraction ("1 1/2", "3/4"), or with no
 * fraction when it is (nearly) whole; `decimal` writes the numbers, and writes the whole value
 * when no fraction is near.
 */
export function formatWithFraction(value: number, decimal: (value: number) => string): string {
  let whole = Math.floor(value);
  let rest = value - whole;
  if (rest > 1 - FRACTION_TOLERANCE) {
    whole += 1;
    rest = 0;
  }
  if (rest < FRACTION_TOLERANCE) return whole === 0 ? decimal(value) : decimal(whole);
  const fraction = DISPLAY_FRACTIONS.find((candidate) => Math.abs(candidate.value - rest) < FRACTION_TOLERANCE);
  if (fraction === undefined) return decimal(value);
  return whole === 0 ? fraction.text : `${decimal(whole)} ${fraction.text}`;
}
