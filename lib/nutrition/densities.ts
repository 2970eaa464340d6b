/**
 * Density table for the recipe scaler: how many grams one cup, millilitre, piece, stick or clove of
 * an ingredient weighs, keyed by food id (plus `water`, which is not a table food).
 *
 * Derived from the USDA SR28 household weights carried in foods.data.ts:
 * - gramsPerCup, gramsPerPiece: USDA's weight of one cup / one piece (the piece the data names: a
 *   medium fruit, a large egg, a slice, a stick...).
 * - gramsPerMl: from the cup weight ÷ 240, because the recipe scaler counts a cup as 240 ml (the
 *   kitchen cup), so "1 cup" and "240 ml" of a food weigh the same. Foods with no cup measure
 *   fall back to fl oz ÷ 29.5735, then tbsp ÷ 15, then tsp ÷ 5 (the kitchen factors).
 * - gramsPerStick, gramsPerClove: from a USDA "stick" / "clove" measure where one exists.
 * Then a few well-known reference weights override the derived values (PINNED_DENSITIES below).
 */
import { FOODS, type FoodId } from '@/lib/nutrition/foods';
import type { FoodEntry, HouseholdMeasure } from '@/lib/nutrition/types';

export interface Density {
  readonly gramsPerCup: number | null;
  readonly gramsPerMl: number | null;
  readonly gramsPerPiece: number | null;
  readonly gramsPerStick: number | null;
  readonly gramsPerClove: number | null;
}

export type DensityKey = FoodId | 'water';

// Kitchen volumes as cookbooks count them.
export const KITCHEN_ML = { cup: 240, flOz: 29.5735, tbsp: 15, tsp: 5 } as const;

/**
 * Well-known reference weights, honoured exactly. Most equal the USDA weights already (flour 125,
 * sugar 200, butter 227 / 113, egg 50, garlic clove 3); they are pinned here so these numbers
 * hold whatever the data says. The ones that differ:
 * - onion 150 g: "an onion" is USDA's large onion (150 g), not the medium one (110 g);
 * - milk 1.03 g/ml: the measured density of cow's milk; USDA's cup weight (244 g) would give 1.017.
 *   The cup follows from it (1.03 × 240 ml) so cups and millilitres of milk stay consistent. It
 *   applies to the three cow's milks, which differ in density by far less than the rounding.
 */
const MILK: Partial<Density> = { gramsPerMl: 1.03, gramsPerCup: 247.2 /* 1.03 g/ml × 240 ml */ };
const BUTTER: Partial<Density> = { gramsPerCup: 227, gramsPerStick: 113 };

const PINNED_DENSITIES = {
  'flour-all-purpose': { gramsPerCup: 125 },
  'sugar-white': { gramsPerCup: 200 },
  'butter-salted': BUTTER,
  'butter-unsalted': BUTTER,
  'egg-whole-raw': { gramsPerPiece: 50 },
  'milk-whole': MILK,
  'milk-2-percent': MILK,
  'milk-skim': MILK,
  garlic: { gramsPerClove: 3 },
  onion: { gramsPerPiece: 150 },
} as const satisfies Partial<Record<FoodId, Partial<Density>>>;

/** Water is the reference: 1 g per ml by definition of the gram (at 4 °C, near enough for cooking). */
const WATER: Density = {
  gramsPerCup: KITCHEN_ML.cup,
  gramsPerMl: 1,
  gramsPerPiece: null,
  gramsPerStick: null,
  gramsPerClove: null,
};

function gramsPerOne(measures: readonly HouseholdMeasure[], pattern: RegExp): number | null {
  const measure = measures.find((candidate) => pattern.test(candidate.measure));
  return measure === undefined ? null : measure.grams / measure.amount;
}

function gramsPerMlOf(food: FoodEntry, gramsPerCup: number | null): number | null {
  if (gramsPerCup !== null) return gramsPerCup / KITCHEN_ML.cup;
  if (food.gramsPerFlOz !== null) return food.gramsPerFlOz.grams / KITCHEN_ML.flOz;
  if (food.gramsPerTbsp !== null) return food.gramsPerTbsp.grams / KITCHEN_ML.tbsp;
  if (food.gramsPerTsp !== null) return food.gramsPerTsp.grams / KITCHEN_ML.tsp;
  return null;
}

function deriveDensity(food: FoodEntry): Density {
  const override: Partial<Density> = (PINNED_DENSITIES as Partial<Record<string, Partial<Density>>>)[food.id] ?? {};
  const gramsPerCup = override.gramsPerCup ?? food.gramsPerCup?.grams ?? null;
  return {
    gramsPerCup,
    gramsPerMl: override.gramsPerMl ?? gramsPerMlOf(food, gramsPerCup),
    gramsPerPiece: override.gramsPerPiece ?? food.gramsPerPiece?.grams ?? null,
    gramsPerStick: override.gramsPerStick ?? gramsPerOne(food.householdMeasures, /^sticks?\b/),
    gramsPerClove: override.gramsPerClove ?? gramsPerOne(food.householdMeasures, /^cloves?\b/),
  };
}

export const DENSITIES: ReadonlyMap<DensityKey, Density> = new Map<DensityKey, Density>([
  ...FOODS.map((food): [DensityKey, Density] => [food.id, deriveDensity(food)]),
  ['water', WATER],
]);

export function densityFor(foodId: DensityKey): Density;
export function densityFor(foodId: string): Density | undefined;
export function densityFor(foodId: string): Density | undefined {
  return DENSITIES.get(foodId as DensityKey);
}
