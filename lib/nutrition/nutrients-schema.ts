/** Nutrient amounts as outside data gives them (storage, the food search's answers), checked with zod/mini. */
import * as z from 'zod/mini';
import { NUTRIENT_KEYS, type NutrientKey } from './types';

/** One nutrient's amount per 100 g: a number, never negative. */
export const nutrientAmount = z.number().check(z.gte(0));

/** The fields of a nutrients object, each an amount. */
export const nutrientsShape = Object.fromEntries(NUTRIENT_KEYS.map((key) => [key, nutrientAmount])) as Record<
  NutrientKey,
  typeof nutrientAmount
>;
