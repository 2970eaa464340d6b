/** Servings: whole numbers from 1 to 999; anything that is not a number becomes 1. */
export const SERVINGS_MIN = 1;
export const SERVINGS_MAX = 999;

/** Rounds and clamps to 1-999; NaN, infinities and non-numbers give 1. */
export function clampServings(value: unknown): number {
  const number = typeof value === 'number' ? value : Number.NaN;
  if (!Number.isFinite(number)) return SERVINGS_MIN;
  return Math.min(SERVINGS_MAX, Math.max(SERVINGS_MIN, Math.round(number)));
}

/** What a person typed into a servings box ("12", " 4 ", "2,5", "abc") as a valid servings count. */
export function parseServings(text: string): number {
  const trimmed = text.trim();
  return clampServings(trimmed === '' ? Number.NaN : Number(trimmed.replace(',', '.')));
}
