import { densityFor, type Density, type DensityKey } from '@/lib/nutrition/densities';
import { getFood } from '@/lib/nutrition/foods';
import { foodPhrase } from '@/lib/nutrition/ingredient-name';
import { findFoodForIngredient, headWord } from '@/lib/nutrition/search';
import { searchKey } from '@/lib/nutrition/search-text';
import type { FoodEntry, FoodLanguage } from '@/lib/nutrition/types';
import { isWater } from '@/lib/nutrition/water';

export interface IngredientDensity {
  /** The food whose density (and nutrients) it is; null for a weight-only stand-in (see JUICE). */
  readonly key: DensityKey | null;
  readonly density: Density;
}

export interface IngredientContext {
  /** The line counts tins or cans: the canned form of a food is meant ("1 tin tomatoes"). */
  readonly canned?: boolean;
}

/** Fresh foods whose canned form the table also has. */
const CANNED_VARIANTS: Readonly<Record<string, string>> = {
  tomato: 'tomatoes-canned',
  'tuna-yellowfin-raw': 'tuna-canned-water',
};

/**
 * Juices the table lacks ("pineapple juice") still weigh like a fruit juice: about 1.03 g/ml, as
 * the table's apple and orange juices do. They get that weight but no food, so their nutrition is
 * looked up by name, never borrowed from the fruit.
 */
const JUICE_WORDS: ReadonlySet<string> = new Set(['juice', 'zumo', 'jugo', 'saft', 'jus'].map(searchKey));
const JUICE_DENSITY_FOOD = 'apple-juice';

function tableFood(name: string, language: FoodLanguage, context: IngredientContext): FoodEntry | undefined {
  const food = findFoodForIngredient(name, language);
  if (food === undefined || context.canned !== true) return food;
  const canned = CANNED_VARIANTS[food.id];
  return canned === undefined ? food : (getFood(canned) ?? food);
}

function isJuice(name: string, language: FoodLanguage): boolean {
  const phrase = foodPhrase(name);
  if (phrase === '') return false;
  const head = headWord(phrase, language);
  return JUICE_WORDS.has(head) || [...JUICE_WORDS].some((word) => head.endsWith(word) && head.length > word.length + 2);
}

/**
 * The density for a free-text recipe ingredient: water by its own words (it has no food entry),
 * otherwise the density of the food `findFoodForIngredient` picks, or a juice's weight.
 */
export function densityForIngredient(name: string, language: FoodLanguage, context: IngredientContext = {}): IngredientDensity | undefined {
  if (isWater(name)) return { key: 'water', density: densityFor('water') };
  const food = tableFood(name, language, context);
  if (food === undefined) {
    return isJuice(name, language) ? { key: null, density: densityFor(JUICE_DENSITY_FOOD) as Density } : undefined;
  }
  const density = densityFor(food.id);
  return density === undefined ? undefined : { key: food.id as DensityKey, density };
}
