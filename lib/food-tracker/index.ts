/** The food calorie tracker's logic: the list, its totals, the search panel and the food lookup. */
export {
  addFood,
  clearFoods,
  createFoodItem,
  decreaseFoodQuantity,
  increaseFoodQuantity,
  newFoodId,
  removeFood,
  setFoodQuantity,
  type FoodIdSource,
  type FoodList,
} from '@/lib/food-tracker/list';
export {
  DEFAULT_QUANTITY,
  GRAMS_PER_QUANTITY_UNIT,
  QUANTITY_IGNORED_BELOW,
  QUANTITY_MAX,
  QUANTITY_MIN,
  QUANTITY_STEP,
  acceptQuantity,
  canDecreaseQuantity,
  canIncreaseQuantity,
  decreasedQuantity,
  increasedQuantity,
  parseQuantityInput,
} from '@/lib/food-tracker/quantity';
export {
  MACRO_KEYS,
  ZERO_NUTRIENTS,
  itemNutrients,
  macroPercentages,
  totalNutrients,
  type MacroKey,
  type MacroPercentages,
} from '@/lib/food-tracker/totals';
export { MAX_FOOD_ITEMS, foodItemSchema, foodListSchema, type FoodItem } from '@/lib/food-tracker/types';
export {
  FOOD_LOOKUP_TIMEOUT_MS,
  FOOD_SEARCH_PATH,
  readFoodSearchAnswer,
  searchFood,
  type FoodLookupFetch,
  type FoodLookupOptions,
} from '@/lib/food-tracker/lookup';
export {
  FOOD_LOOKUP_ERROR_CODES,
  FOOD_LOOKUP_MESSAGES,
  FoodLookupError,
  type FoodLookupErrorCode,
} from '@/lib/food-tracker/lookup-errors';
export {
  INITIAL_FOOD_SEARCH_STATE,
  canSearch,
  foodSearchReducer,
  type FoodSearchAction,
  type FoodSearchState,
} from '@/lib/food-tracker/search-state';
