/**
 * Quantity rules of the tracker: one unit is 100 g,
 * the number box has minimum 1 and step 1, a non-numeric entry becomes 1, minus never goes below 1
 * and a requested amount below 0.1 is ignored.
 *
 * Two choices of ours: an amount typed between 0.1 and 1 is raised to the minimum
 * (rather than kept below it), and a typed fraction such as 1.5 (150 g) is kept, to 2 decimals
 * (1 g); the step only decides what the minus and plus buttons do. An upper bound of 1000 units
 * (100 kg of one food) keeps totals finite whatever is typed.
 */
import { roundTo } from '@/lib/format/round';

export const QUANTITY_MIN = 1;
export const QUANTITY_STEP = 1;
export const QUANTITY_MAX = 1000;
/** A requested quantity below this is ignored (the list keeps the current one). */
const QUANTITY_IGNORED_BELOW = 0.1;
/** A new food's quantity, and what a non-numeric entry becomes. */
export const DEFAULT_QUANTITY = 1;
export const GRAMS_PER_QUANTITY_UNIT = 100;
/** Quantities are kept to 2 decimals (1 g). */
const QUANTITY_DECIMALS = 2;

const NUMBER_TEXT = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?$/i;

/**
 * The number typed in the quantity box; blank or non-numeric text gives 1. A decimal comma is
 * read as a point, as four of the site's five languages write one.
 */
export function parseQuantityInput(text: string): number {
  const normalised = text.trim().replace(',', '.');
  if (!NUMBER_TEXT.test(normalised)) return DEFAULT_QUANTITY;
  const value = Number(normalised);
  return Number.isNaN(value) ? DEFAULT_QUANTITY : value;
}

/** The quantity a requested one becomes, or `undefined` when the request is ignored. */
export function acceptQuantity(requested: number): number | undefined {
  if (Number.isNaN(requested)) return DEFAULT_QUANTITY;
  if (requested < QUANTITY_IGNORED_BELOW) return undefined;
  const clamped = Math.min(QUANTITY_MAX, Math.max(QUANTITY_MIN, requested));
  return roundTo(clamped, QUANTITY_DECIMALS);
}

/** Minus is disabled at 1 or less. */
export function canDecreaseQuantity(quantity: number): boolean {
  return quantity > QUANTITY_MIN;
}

export function canIncreaseQuantity(quantity: number): boolean {
  return quantity < QUANTITY_MAX;
}

/** One step down, never below 1. */
export function decreasedQuantity(quantity: number): number {
  return Math.max(QUANTITY_MIN, roundTo(quantity - QUANTITY_STEP, QUANTITY_DECIMALS));
}

/** One step up, never above the maximum. */
export function increasedQuantity(quantity: number): number {
  return Math.min(QUANTITY_MAX, roundTo(quantity + QUANTITY_STEP, QUANTITY_DECIMALS));
}
