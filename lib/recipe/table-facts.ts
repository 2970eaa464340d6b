/**
 * The whole built-in food table as the recipe page's food facts (food-facts.ts). Importing this
 * module brings the table (the largest part of the recipe page's code, docs/PERFORMANCE.md): the browser gets it with the recipe engine
 * (engine.ts), never with the page.
 */
import { getFood, nutrientsOf } from '@/lib/nutrition/foods';
import type { FoodFacts } from '@/lib/recipe/food-facts';

export const TABLE_FACTS: FoodFacts = {
  complete: true,
  nutrients: (foodId) => {
    const food = getFood(foodId);
    return food === undefined ? undefined : nutrientsOf(food);
  },
  name: (foodId, locale) => getFood(foodId)?.names[locale],
};
