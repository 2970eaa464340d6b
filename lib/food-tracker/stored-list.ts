/** The tracker list as browser storage gives it back, checked (zod/mini, loaded only when something was stored). */
import * as z from 'zod/mini';
import { QUANTITY_MAX, QUANTITY_MIN } from '@/lib/food-tracker/quantity';
import { MAX_FOOD_ITEMS, type FoodItem } from '@/lib/food-tracker/types';
import { nutrientsShape } from '@/lib/nutrition/nutrients-schema';

const foodItemSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(100)),
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  servingSize: z.number().check(z.gt(0)),
  quantity: z.number().check(z.gte(QUANTITY_MIN), z.lte(QUANTITY_MAX)),
  searchTerms: z.array(z.string().check(z.maxLength(200))).check(z.maxLength(10)),
  ...nutrientsShape,
}) satisfies z.ZodMiniType<FoodItem>;

export const foodListSchema = z.array(foodItemSchema).check(
  z.maxLength(MAX_FOOD_ITEMS),
  z.refine((items) => new Set(items.map((item) => item.id)).size === items.length),
);

/** The stored foods when valid, otherwise none. */
export function readStoredFoods(persisted: unknown): FoodItem[] {
  const foods = (persisted as { foods?: unknown } | null | undefined)?.foods;
  return foodListSchema.safeParse(foods).data ?? [];
}
