/**
 * An ingredient's weight in grams (no data gives 0 g).
 *
 * Masses need no data. Volumes go through the food's grams per millilitre (a cup through its own
 * cup weight, which is the same number by construction). Counts use the piece, stick or clove
 * weight; a slice is USDA's "slice" measure of that food. Pinches and dashes use USDA's own
 * "pinch"/"dash" weight where the food has one (a dash of salt is 0.4 g), else their volume.
 */
import type { Density } from '@/lib/nutrition/densities';
import type { FoodEntry, HouseholdMeasure } from '@/lib/nutrition/types';
import { gramsPerCountWord } from '@/lib/recipe/count-words';
import { sizeInName, type SizeWord } from '@/lib/recipe/line-words';
import type { ParsedIngredient } from '@/lib/recipe/types';
import { RECIPE_UNITS, type RecipeUnitId } from '@/lib/recipe/units';

export interface WeighedFood {
  readonly density: Density;
  /** The table entry, when the ingredient is a table food (water is not). */
  readonly food?: FoodEntry;
}

function perMeasure(measures: readonly HouseholdMeasure[], pattern: RegExp): number | null {
  const measure = measures.find((candidate) => pattern.test(candidate.measure));
  return measure === undefined || !(measure.amount > 0) ? null : measure.grams / measure.amount;
}

const MEASURE_PATTERNS: Partial<Record<RecipeUnitId, RegExp>> = {
  slice: /^slices?\b/,
  pinch: /^pinch(?:es)?\b/,
  dash: /^dash(?:es)?\b/,
};

/** Grams in one of `unit` of the food, or null when the data cannot tell. */
export function gramsPerUnit(unit: RecipeUnitId, weighed: WeighedFood | undefined): number | null {
  const definition = RECIPE_UNITS[unit];
  if (definition.kind === 'mass') return definition.grams;
  if (weighed === undefined) return null;
  const { density, food } = weighed;
  const pattern = MEASURE_PATTERNS[unit];
  const measured = pattern === undefined || food === undefined ? null : perMeasure(food.householdMeasures, pattern);
  if (measured !== null || unit === 'slice') return measured;
  if (definition.kind === 'volume') {
    if (unit === 'cup' && density.gramsPerCup !== null) return density.gramsPerCup;
    return density.gramsPerMl === null ? null : definition.ml * density.gramsPerMl;
  }
  switch (definition.basis) {
    case 'stick':
      return density.gramsPerStick;
    case 'clove':
      return density.gramsPerClove;
    default:
      return density.gramsPerPiece;
  }
}

/** Weight of `quantity` of `unit`; 0 when unknown or when the quantity is not a positive number. */
export function weightInGrams(quantity: number, unit: RecipeUnitId, weighed: WeighedFood | undefined): number {
  const perUnit = gramsPerUnit(unit, weighed);
  if (perUnit === null || !(quantity > 0) || !Number.isFinite(quantity)) return 0;
  return quantity * perUnit;
}

const SIZE_MEASURES: Readonly<Record<SizeWord, RegExp>> = {
  small: /^small\b/,
  medium: /^medium\b/,
  large: /^large\b/,
  'extra large': /^extra large\b/,
};

/** One piece of the size a line names ("1 large onion" is USDA's large onion, 150 g). */
function gramsPerSizedPiece(size: SizeWord, weighed: WeighedFood | undefined): number | null {
  const measures = weighed?.food?.householdMeasures;
  if (measures === undefined) return null;
  return perMeasure(measures, SIZE_MEASURES[size]);
}

function positive(quantity: number): boolean {
  return quantity > 0 && Number.isFinite(quantity);
}

/**
 * The weight of a scaled line: packages are count × size ("2 (400 g) tins" = 800 g), count words
 * weigh what cooks agree on (a knob, a handful) or nothing, a piece of a named size is that size's
 * USDA weight, and lines with no amount weigh nothing (they are not counted).
 */
export function lineWeightInGrams(ingredient: ParsedIngredient, weighed: WeighedFood | undefined): number {
  if (ingredient.kind !== 'measured' || !positive(ingredient.quantity)) return 0;
  if (ingredient.pack !== null) {
    const perPack = weightInGrams(ingredient.pack.quantity, ingredient.pack.unit, weighed);
    return perPack * ingredient.quantity;
  }
  if (ingredient.noun !== null) {
    const each = gramsPerCountWord(ingredient.noun.id);
    return each === null ? 0 : each * ingredient.quantity;
  }
  const definition = RECIPE_UNITS[ingredient.unit];
  if (definition.kind === 'count' && definition.basis === 'piece') {
    const size = sizeInName(ingredient.name);
    const sized = size === undefined ? null : gramsPerSizedPiece(size, weighed);
    if (sized !== null) return sized * ingredient.quantity;
  }
  return weightInGrams(ingredient.quantity, ingredient.unit, weighed);
}
