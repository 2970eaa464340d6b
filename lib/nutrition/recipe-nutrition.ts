/**
 * The nutrition of a recipe: totals, per serving, macro breakdown and daily values.
 *
 * Each ingredient brings its weight and its nutrients per 100 g (from the built-in table or a food
 * search); one without either has no data and counts for nothing. Totals and
 * per-serving amounts are rounded to 2 decimals; the serving divisor is at least 1. Macro calories
 * use 4/4/9 kcal per gram, as percentages of the per-serving calories.
 */
import { roundTo } from '@/lib/format/round';
import { dailyValuePercents, type DailyValuePercents } from '@/lib/nutrition/daily-values';
import { NUTRIENT_KEYS, type NutrientKey, type Nutrients } from '@/lib/nutrition/types';

const KCAL_PER_GRAM = { protein: 4, carbs: 4, fat: 9 } as const;
export type Macro = keyof typeof KCAL_PER_GRAM;
export const MACROS = Object.keys(KCAL_PER_GRAM) as readonly Macro[];

export interface NutritionIngredient {
  readonly name: string;
  readonly weightInGrams: number;
  /** Nutrients in 100 g, or null when nothing is known about the food. */
  readonly per100g: Nutrients | null;
}

interface IngredientNutrition {
  readonly name: string;
  readonly hasNutritionData: boolean;
  readonly weightInGrams: number;
  /** What this ingredient brings to the whole recipe (all 0 without data). */
  readonly nutrients: Nutrients;
}

interface MacroShare {
  readonly grams: number;
  readonly calories: number;
  /** Whole percent of the per-serving calories. */
  readonly percentage: number;
}

interface MacroBreakdown {
  /** Calories per serving. */
  readonly calories: number;
  readonly protein: MacroShare;
  readonly carbs: MacroShare;
  readonly fat: MacroShare;
}

export interface NutritionResult {
  readonly totals: Nutrients;
  readonly perServing: Nutrients;
  readonly macroBreakdown: MacroBreakdown;
  readonly dailyValues: DailyValuePercents;
  readonly servings: number;
  readonly ingredientsWithData: readonly IngredientNutrition[];
  /** Grams per serving of the nutrients that make up the food. */
  readonly macronutrients: Readonly<Pick<Nutrients, 'protein' | 'carbs' | 'fat' | 'fiber' | 'sugar'>>;
}

/** Nutrient amounts are kept to 2 decimals. */
const NUTRIENT_DECIMALS = 2;
const roundNutrient = (value: number): number => roundTo(value, NUTRIENT_DECIMALS);

function nutrientsFrom(compute: (key: NutrientKey) => number): Nutrients {
  return Object.fromEntries(NUTRIENT_KEYS.map((key) => [key, compute(key)])) as Nutrients;
}

const NO_NUTRIENTS: Nutrients = nutrientsFrom(() => 0);

function ingredientNutrition(ingredient: NutritionIngredient): IngredientNutrition {
  const weight = Number.isFinite(ingredient.weightInGrams) ? Math.max(0, ingredient.weightInGrams) : 0;
  const per100g = ingredient.per100g;
  if (per100g === null || weight <= 0) {
    return { name: ingredient.name, hasNutritionData: false, weightInGrams: weight, nutrients: NO_NUTRIENTS };
  }
  return {
    name: ingredient.name,
    hasNutritionData: true,
    weightInGrams: weight,
    nutrients: nutrientsFrom((key) => (per100g[key] * weight) / 100),
  };
}

function macroShare(macro: Macro, grams: number, caloriesPerServing: number): MacroShare {
  const calories = roundNutrient(grams * KCAL_PER_GRAM[macro]);
  const percentage = caloriesPerServing > 0 ? Math.round((calories / caloriesPerServing) * 100) : 0;
  return { grams, calories, percentage };
}

export function computeRecipeNutrition(ingredients: readonly NutritionIngredient[], servings: number): NutritionResult {
  const divisor = Number.isFinite(servings) ? Math.max(1, servings) : 1;
  const ingredientsWithData = ingredients.map(ingredientNutrition);
  const sum = (key: NutrientKey) => ingredientsWithData.reduce((total, ingredient) => total + ingredient.nutrients[key], 0);
  const totals = nutrientsFrom((key) => roundNutrient(sum(key)));
  const perServing = nutrientsFrom((key) => roundNutrient(sum(key) / divisor));
  return {
    totals,
    perServing,
    macroBreakdown: {
      calories: perServing.calories,
      protein: macroShare('protein', perServing.protein, perServing.calories),
      carbs: macroShare('carbs', perServing.carbs, perServing.calories),
      fat: macroShare('fat', perServing.fat, perServing.calories),
    },
    dailyValues: dailyValuePercents(perServing),
    servings: divisor,
    ingredientsWithData,
    macronutrients: {
      protein: perServing.protein,
      carbs: perServing.carbs,
      fat: perServing.fat,
      fiber: perServing.fiber,
      sugar: perServing.sugar,
    },
  };
}

/** True when at least one ingredient brought nutrition data. */
export function hasAnyNutritionData(result: NutritionResult): boolean {
  return result.ingredientsWithData.some((ingredient) => ingredient.hasNutritionData);
}
