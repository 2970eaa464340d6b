/** The recipe scaler, framework-free: parse, scale, weigh, display, and the state the page keeps. */
export { computeRecipe, type ComputeOptions } from '@/lib/recipe/compute';
export { amountInSystem, isMeasurementSystem, quantityStyle, IMPERIAL_DISPLAY, type AmountInUnit } from '@/lib/recipe/display';
export { displayLine, type DisplayOptions, type UnitLabeler } from '@/lib/recipe/display-line';
export { RecipeError, RECIPE_ERROR_MESSAGES, type RecipeErrorCode } from '@/lib/recipe/errors';
export {
  FoodLookup,
  FOOD_LOOKUP_TIMEOUT_MS,
  FOOD_SEARCH_PATH,
  nutrientsFromAnswer,
  postFoodSearch,
  type FoodSearchBody,
  type FoodSearchPoster,
} from '@/lib/recipe/food-lookup';
export { pluralForm, type PluralForm } from '@/lib/recipe/plural';
export { latestOnly, STALE, type Stale } from '@/lib/recipe/latest-only';
export { gramsPerUnit, weightInGrams, type WeighedFood } from '@/lib/recipe/grams';
export { namesToLookUp, nutritionIngredients, recipeNutrition } from '@/lib/recipe/nutrition';
export { parseLine, parseRecipe } from '@/lib/recipe/parse-line';
export { readAmount, readQuantity, VULGAR_FRACTIONS } from '@/lib/recipe/quantity';
export { scaleIngredient, scaleIngredients, scalingFactor } from '@/lib/recipe/scale';
export { clampServings, parseServings, SERVINGS_MAX, SERVINGS_MIN } from '@/lib/recipe/servings';
export {
  createRecipeStore,
  linesToText,
  recipeStore,
  textToLines,
  RECIPE_STORAGE_KEY,
  type RecipeState,
  type RecipeStore,
} from '@/lib/recipe/store';
export { recipeFileName, recipeText } from '@/lib/recipe/text';
export * from '@/lib/recipe/types';
export { RECIPE_UNITS, RECIPE_UNIT_IDS, isRecipeUnitId, recipeUnit, type RecipeUnitId } from '@/lib/recipe/units';
