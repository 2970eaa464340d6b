/**
 * The recipe scaler's units: what each one measures and how big it is.
 *
 * These are cookbook kitchen factors (cup 240 ml, tbsp 15 ml...), deliberately separate
 * from the converter's exact US customary units in lib/units: a recipe "cup" is 240 ml, not
 * 236.588 ml. `metricDisplay` holds rounded factors for showing an imperial amount in
 * metric ("Metric display"), so 1 cup shows as 240 ml and 1 pint as 473 ml.
 *
 * Beyond the common list: cl and dl (the everyday kitchen measures in Norway, France and Germany),
 * and the tiny measures pinch, dash and drop, given the usual US cookbook volumes (a dash is 1/8
 * teaspoon, a pinch 1/16 teaspoon) and the metric drop of 0.05 ml (20 drops per millilitre, the
 * European Pharmacopoeia's standard dropper) so that "a pinch of salt" still weighs something.
 */
type UnitSystem = 'metric' | 'imperial' | 'neutral';

/** Which density field weighs one of a count unit. */
type CountBasis = 'piece' | 'stick' | 'clove' | 'slice';

export type UnitDefinition =
  | {
      readonly kind: 'volume';
      readonly ml: number;
      readonly system: UnitSystem;
      readonly metricDisplay?: { readonly unit: 'ml'; readonly factor: number };
    }
  | {
      readonly kind: 'mass';
      readonly grams: number;
      readonly system: UnitSystem;
      readonly metricDisplay?: { readonly unit: 'g'; readonly factor: number };
    }
  | { readonly kind: 'count'; readonly basis: CountBasis; readonly system: 'neutral' };

export const RECIPE_UNITS = {
  piece: { kind: 'count', basis: 'piece', system: 'neutral' },
  egg: { kind: 'count', basis: 'piece', system: 'neutral' },
  stick: { kind: 'count', basis: 'stick', system: 'neutral' },
  clove: { kind: 'count', basis: 'clove', system: 'neutral' },
  slice: { kind: 'count', basis: 'slice', system: 'neutral' },
  ml: { kind: 'volume', ml: 1, system: 'metric' },
  cl: { kind: 'volume', ml: 10, system: 'metric' },
  dl: { kind: 'volume', ml: 100, system: 'metric' },
  l: { kind: 'volume', ml: 1000, system: 'metric' },
  g: { kind: 'mass', grams: 1, system: 'metric' },
  kg: { kind: 'mass', grams: 1000, system: 'metric' },
  drop: { kind: 'volume', ml: 0.05, system: 'neutral' },
  pinch: { kind: 'volume', ml: 5 / 16, system: 'neutral' },
  dash: { kind: 'volume', ml: 5 / 8, system: 'neutral' },
  tsp: { kind: 'volume', ml: 5, system: 'imperial', metricDisplay: { unit: 'ml', factor: 5 } },
  tbsp: { kind: 'volume', ml: 15, system: 'imperial', metricDisplay: { unit: 'ml', factor: 15 } },
  'fl-oz': {
    kind: 'volume',
    ml: 29.5735,
    system: 'imperial',
    metricDisplay: { unit: 'ml', factor: 29.57 },
  },
  cup: { kind: 'volume', ml: 240, system: 'imperial', metricDisplay: { unit: 'ml', factor: 240 } },
  pint: {
    kind: 'volume',
    ml: 473.176,
    system: 'imperial',
    metricDisplay: { unit: 'ml', factor: 473 },
  },
  quart: {
    kind: 'volume',
    ml: 946.353,
    system: 'imperial',
    metricDisplay: { unit: 'ml', factor: 946 },
  },
  oz: { kind: 'mass', grams: 28.3495, system: 'imperial', metricDisplay: { unit: 'g', factor: 28.35 } },
  lb: { kind: 'mass', grams: 453.592, system: 'imperial', metricDisplay: { unit: 'g', factor: 453.59 } },
} as const satisfies Record<string, UnitDefinition>;

export type RecipeUnitId = keyof typeof RECIPE_UNITS;

export const RECIPE_UNIT_IDS = Object.keys(RECIPE_UNITS) as readonly RecipeUnitId[];

export function isRecipeUnitId(value: unknown): value is RecipeUnitId {
  return typeof value === 'string' && Object.hasOwn(RECIPE_UNITS, value);
}
