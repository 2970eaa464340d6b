/**
 * Daily values for a 2,000 kcal diet, as on the US FDA's Nutrition Facts label since the
 * 2016 rule (21 CFR 101.9), except vitamin A, which stays at the older 5,000 IU (the tables give IU). The
 * food table carries no saturated fat, so that daily value is listed for completeness but never
 * computed.
 */
import { roundTo } from '@/lib/format/round';
import type { NutrientKey } from '@/lib/nutrition/types';

export const DAILY_VALUES = {
  fat: { amount: 78, unit: 'g' },
  saturatedFat: { amount: 20, unit: 'g' },
  sodium: { amount: 2300, unit: 'mg' },
  carbs: { amount: 275, unit: 'g' },
  fiber: { amount: 28, unit: 'g' },
  protein: { amount: 50, unit: 'g' },
  calcium: { amount: 1300, unit: 'mg' },
  iron: { amount: 18, unit: 'mg' },
  vitaminC: { amount: 90, unit: 'mg' },
  vitaminA: { amount: 5000, unit: 'IU' },
} as const satisfies Record<string, { amount: number; unit: 'g' | 'mg' | 'IU' }>;

/** The daily values the food table lets us compute. */
const DAILY_VALUE_NUTRIENTS = [
  'fat',
  'sodium',
  'carbs',
  'fiber',
  'protein',
  'calcium',
  'iron',
  'vitaminC',
  'vitaminA',
] as const satisfies readonly (keyof typeof DAILY_VALUES & NutrientKey)[];
export type DailyValueNutrient = (typeof DAILY_VALUE_NUTRIENTS)[number];

export type DailyValuePercents = { readonly [K in DailyValueNutrient]: number };

/** Whole percent of the daily value in one serving. */
export function percentOfDailyValue(nutrient: DailyValueNutrient, amountPerServing: number): number {
  return roundTo((amountPerServing / DAILY_VALUES[nutrient].amount) * 100, 0);
}

export function dailyValuePercents(perServing: { readonly [K in DailyValueNutrient]: number }): DailyValuePercents {
  return Object.fromEntries(
    DAILY_VALUE_NUTRIENTS.map((nutrient) => [nutrient, percentOfDailyValue(nutrient, perServing[nutrient])]),
  ) as DailyValuePercents;
}
