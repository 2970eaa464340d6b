/**
 * Computed recipes the page shows without the recipe engine (engine.ts, which brings the food
 * table): a recipe without ingredients, which has nothing to compute, and the sample recipe, which
 * every first visit shows. The sample is computed ahead, in each language, by the engine itself
 * (scripts/recipe-sample.ts writes sample.data.ts), together with what the page needs to know of
 * its seven foods: so a visitor who only looks at the sample never loads the table, and one who
 * changes anything gets the engine.
 */
import { locales, type Locale } from '@/i18n/locales';
import { DEFAULT_RECIPE_LINES } from '@/lib/recipe/default-recipe';
import type { FoodFacts } from '@/lib/recipe/food-facts';
import { choiceFor, type FoodChoices } from '@/lib/recipe/food-choices';
import { SAMPLE_FOODS, SAMPLE_LINES, SAMPLE_WORDS } from '@/lib/recipe/sample.data';
import { DEFAULT_RECIPE_INPUT, type ComputedRecipe, type RecipeInput, type ScaledItem } from '@/lib/recipe/types';

function sampleRecipeIn(locale: Locale): ComputedRecipe {
  const items = SAMPLE_LINES.map((line, index): ScaledItem => ({
    id: `ingredient-${index + 1}`,
    original: DEFAULT_RECIPE_LINES[locale][index] ?? '',
    name: SAMPLE_WORDS[locale][index]?.[0] ?? '',
    ...line,
    converted: SAMPLE_WORDS[locale][index]?.[1] ?? '',
  }));
  return { servings: DEFAULT_RECIPE_INPUT.toServings, items, timestamp: 0 };
}

// One object per language, so that showing the sample again changes nothing React compares.
const SAMPLES: ReadonlyMap<Locale, ComputedRecipe> = new Map(locales.map((locale) => [locale, sampleRecipeIn(locale)]));

function isSampleInput(input: RecipeInput, locale: Locale): boolean {
  const lines = DEFAULT_RECIPE_LINES[locale];
  return (
    input.fromServings === DEFAULT_RECIPE_INPUT.fromServings &&
    input.toServings === DEFAULT_RECIPE_INPUT.toServings &&
    input.system === DEFAULT_RECIPE_INPUT.system &&
    input.lines.length === lines.length &&
    input.lines.every((line, index) => line === lines[index])
  );
}

/**
 * The computed sample recipe when `input` is the untouched sample in `locale` (inputForLocale gives
 * it in the page's language) and no food was chosen by hand for one of its names; null otherwise.
 */
export function sampleRecipe(input: RecipeInput, locale: Locale, choices: FoodChoices): ComputedRecipe | null {
  const sample = SAMPLES.get(locale);
  if (sample === undefined || !isSampleInput(input, locale)) return null;
  return sample.items.some((item) => choiceFor(choices, item.name) !== undefined) ? null : sample;
}

/** Whether the recipe has no ingredient at all (every line blank). */
export function isBlankRecipe(input: RecipeInput): boolean {
  return input.lines.every((line) => line.trim() === '');
}

/** The computed recipe of a blank one: no items, as the engine would give. */
export function blankRecipe(input: RecipeInput, now: () => number = Date.now): ComputedRecipe {
  return { servings: input.toServings, items: [], timestamp: now() };
}

const SAMPLE_FOOD_BY_ID: ReadonlyMap<string, (typeof SAMPLE_FOODS)[number]> = new Map(SAMPLE_FOODS.map((food) => [food.id, food]));

/** The sample's foods: what the page knows of the table before the engine has loaded. */
export const SAMPLE_FACTS: FoodFacts = {
  complete: false,
  nutrients: (foodId) => SAMPLE_FOOD_BY_ID.get(foodId)?.nutrients,
  name: (foodId, locale) => SAMPLE_FOOD_BY_ID.get(foodId)?.names[locale],
};
