/**
 * Shapes of the built-in food table and of food search results.
 *
 * The table keeps USDA's "not reported" as `null` so the data stays honest; everything that adds
 * nutrients up (search results, the tracker, recipe totals) reads a missing value as 0 through
 * `nutrientOrZero`, because a sum cannot carry "unknown" and USDA leaves only a handful of values
 * out (sugar for 5 foods, vitamin C for 2).
 */

import { locales, type Locale } from '@/i18n/locales';

/** Search terms and display names exist for exactly the site's languages. */
export const FOOD_LANGUAGES = locales;
export type FoodLanguage = Locale;

/** Food groups of the reference data; together they cover every food group the site promises. */
export const FOOD_CATEGORIES = [
  'meat',
  'fish',
  'eggs',
  'legumes',
  'dairy',
  'grains',
  'fruits',
  'vegetables',
  'nuts-seeds',
  'oils-fats',
  'sweeteners',
  'baking',
  'condiments',
  'drinks',
  'snacks',
  'spices',
] as const;
export type FoodCategory = (typeof FOOD_CATEGORIES)[number];

/** Per-100 g nutrient fields, in label units (g, mg for minerals, IU for vitamin A). */
export const NUTRIENT_KEYS = [
  'calories', // kcal
  'protein', // g
  'carbs', // g
  'fat', // g
  'fiber', // g
  'sugar', // g
  'sodium', // mg
  'calcium', // mg
  'iron', // mg
  'vitaminC', // mg
  'vitaminA', // IU
] as const;
export type NutrientKey = (typeof NUTRIENT_KEYS)[number];

export type Nutrients = { readonly [K in NutrientKey]: number };
/** As stored in the table: `null` = USDA reports no value (unknown, not zero). */
type TableNutrients = { readonly [K in NutrientKey]: number | null };

/** Grams in one household unit, with the USDA measure it was read from. */
interface HouseholdWeight {
  readonly grams: number;
  readonly usdaMeasure: string;
}

export interface HouseholdMeasure {
  readonly amount: number;
  readonly measure: string;
  readonly grams: number;
}

export type PerLanguage<T> = { readonly [L in FoodLanguage]: T };

export interface FoodEntry extends TableNutrients {
  readonly id: string;
  /** English display name (editorial, from the reference data). */
  readonly name: string;
  /** Short display name per language (the first search term of that language, capitalised). */
  readonly names: PerLanguage<string>;
  readonly category: FoodCategory;
  /** 5-digit USDA NDB number of the record the values come from (SR28 / FoodData Central SR Legacy). */
  readonly ndbNumber: string;
  readonly searchTerms: PerLanguage<readonly string[]>;
  readonly gramsPerCup: HouseholdWeight | null;
  readonly gramsPerTbsp: HouseholdWeight | null;
  readonly gramsPerTsp: HouseholdWeight | null;
  readonly gramsPerFlOz: HouseholdWeight | null;
  readonly gramsPerPiece: HouseholdWeight | null;
  readonly householdMeasures: readonly HouseholdMeasure[];
}

/**
 * One food search answer, per `servingSize` grams (always 100 here). The public result shape plus `id`
 * and the micronutrients; unknown USDA values arrive as 0 (see the note at the top).
 */
export interface FoodSearchResult extends Nutrients {
  readonly id: string;
  /** Display name in the requested language. */
  readonly name: string;
  readonly servingSize: number;
}

export function nutrientOrZero(value: number | null): number {
  return value ?? 0;
}
