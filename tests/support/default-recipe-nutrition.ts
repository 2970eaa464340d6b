/**
 * The spec's default recipe (2 -> 4 servings), weighed and added up by hand from the built-in food
 * table, so that the unit tests and the end-to-end test check the page against the same numbers.
 *
 * Per 100 g, copied from lib/nutrition/foods.data.ts (USDA SR28); weights from the density table
 * (flour 125 g/cup, sugar 200 g/cup, butter 227 g/cup, milk 1.03 g/ml, egg 50 g, salt 292 g/cup and
 * vanilla 208 g/cup over the 240 ml kitchen cup, a teaspoon being 5 ml). The original recipe is for
 * 2 servings; scaled to 4 every weight doubles, and per serving is the doubled total over 4.
 */

export const DEFAULT_RECIPE_FOODS = [
  // food id, grams in the recipe scaled to 4 servings, then per-100 g values from the table
  {
    id: 'flour-all-purpose',
    line: '2 cups flour',
    grams: 2 * 2 * 125,
    calories: 364,
    protein: 10.33,
    carbs: 76.31,
    fat: 0.98,
    fiber: 2.7,
    sugar: 0.27,
    sodium: 2,
    calcium: 15,
    iron: 4.64,
    vitaminC: 0,
    vitaminA: 0,
  },
  {
    id: 'sugar-white',
    line: '1/2 cup sugar',
    grams: 2 * 0.5 * 200,
    calories: 387,
    protein: 0,
    carbs: 99.98,
    fat: 0,
    fiber: 0,
    sugar: 99.8,
    sodium: 1,
    calcium: 1,
    iron: 0.05,
    vitaminC: 0,
    vitaminA: 0,
  },
  {
    id: 'salt',
    line: '1/2 tsp salt',
    grams: 2 * 0.5 * 5 * (292 / 240),
    calories: 0,
    protein: 0,
    carbs: 0,
    fat: 0,
    fiber: 0,
    sugar: 0,
    sodium: 38758,
    calcium: 24,
    iron: 0.33,
    vitaminC: 0,
    vitaminA: 0,
  },
  {
    id: 'milk-whole',
    line: '1 cup milk',
    grams: 2 * 240 * 1.03,
    calories: 61,
    protein: 3.15,
    carbs: 4.8,
    fat: 3.25,
    fiber: 0,
    sugar: 5.05,
    sodium: 43,
    calcium: 113,
    iron: 0.03,
    vitaminC: 0,
    vitaminA: 162,
  },
  {
    id: 'egg-whole-raw',
    line: '2 eggs',
    grams: 2 * 2 * 50,
    calories: 143,
    protein: 12.56,
    carbs: 0.72,
    fat: 9.51,
    fiber: 0,
    sugar: 0.37,
    sodium: 142,
    calcium: 56,
    iron: 1.75,
    vitaminC: 0,
    vitaminA: 540,
  },
  {
    id: 'butter-salted',
    line: '1/4 cup butter',
    grams: 2 * 0.25 * 227,
    calories: 717,
    protein: 0.85,
    carbs: 0.06,
    fat: 81.11,
    fiber: 0,
    sugar: 0.06,
    sodium: 643,
    calcium: 24,
    iron: 0.02,
    vitaminC: 0,
    vitaminA: 2499,
  },
  {
    id: 'vanilla-extract',
    line: '1 tsp vanilla',
    grams: 2 * 5 * (208 / 240),
    calories: 288,
    protein: 0.06,
    carbs: 12.65,
    fat: 0.06,
    fiber: 0,
    sugar: 12.65,
    sodium: 9,
    calcium: 11,
    iron: 0.12,
    vitaminC: 0,
    vitaminA: 0,
  },
] as const;

/**
 * Per serving, worked out on paper from the rows above (sum of grams × value / 100, over 4
 * servings, rounded to 2 decimals), e.g. calories: (500 × 3.64 + 200 × 3.87 + 494.4 × 0.61 +
 * 200 × 1.43 + 113.5 × 7.17 + 8.667 × 2.88) / 4 = 4020.34 / 4 = 1005.08.
 */
export const DEFAULT_RECIPE_PER_SERVING = {
  calories: 1005.08,
  protein: 23.33,
  carbs: 151.96,
  fat: 33.01,
  fiber: 3.38,
  sugar: 56.96,
  sodium: 899.24,
  calcium: 194.33,
  iron: 6.75,
  vitaminC: 0,
  vitaminA: 1179.32,
} as const;

/** Whole percent of the spec's daily values (fat 78 g, sodium 2300 mg, ...) per serving. */
export const DEFAULT_RECIPE_DAILY_VALUES = {
  fat: 42, // 33.01 / 78
  sodium: 39, // 899.24 / 2300
  carbs: 55, // 151.96 / 275
  fiber: 12, // 3.38 / 28
  protein: 47, // 23.33 / 50
  calcium: 15, // 194.33 / 1300
  iron: 38, // 6.75 / 18 = 37.5
  vitaminC: 0,
  vitaminA: 24, // 1179.32 / 5000
} as const;

/** 4/4/9 kcal per gram, as whole percent of the 1005.08 kcal per serving. */
export const DEFAULT_RECIPE_MACROS = {
  protein: { calories: 93.32, percentage: 9 }, // 23.33 × 4
  carbs: { calories: 607.84, percentage: 60 }, // 151.96 × 4
  fat: { calories: 297.09, percentage: 30 }, // 33.01 × 9
} as const;
