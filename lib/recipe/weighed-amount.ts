/**
 * "Metric, dry ingredients by weight": European recipes weigh flour, sugar, rice and nuts instead
 * of measuring cups. A volume (cups, fluid ounces, millilitres, decilitres...) of a dry food whose
 * density is known becomes grams; spoons, pinches and dashes stay measures, as they do in European
 * recipes, and liquids stay volumes.
 */
import type { FoodEntry } from '@/lib/nutrition/types';
import type { WeighedFood } from '@/lib/recipe/grams';
import { gramsPerUnit } from '@/lib/recipe/grams';
import type { ParsedIngredient } from '@/lib/recipe/types';
import { RECIPE_UNITS, type RecipeUnitId } from '@/lib/recipe/units';

const DRY_CATEGORIES: ReadonlySet<FoodEntry['category']> = new Set(['grains', 'baking', 'nuts-seeds', 'spices', 'sweeteners', 'legumes']);
/** Sweeteners and baking goods that pour. */
const NOT_DRY: ReadonlySet<string> = new Set(['honey', 'maple-syrup', 'molasses', 'vanilla-extract']);
/** Solid fats are weighed in the same kitchens. */
const WEIGHED_SOLIDS: ReadonlySet<string> = new Set([
  'butter-salted',
  'butter-unsalted',
  'margarine',
  'shortening',
  'cheese-parmesan-grated',
  'cheese-cheddar',
  'chocolate-chips',
  'raisins',
]);
const KEPT_MEASURES: ReadonlySet<RecipeUnitId> = new Set(['tsp', 'tbsp', 'pinch', 'dash', 'drop']);

function isWeighedDry(food: FoodEntry | undefined): boolean {
  if (food === undefined) return false;
  if (WEIGHED_SOLIDS.has(food.id)) return true;
  return DRY_CATEGORIES.has(food.category) && !NOT_DRY.has(food.id);
}

/** What a kitchen scale shows: whole grams, tenths below 10 g. */
function kitchenGrams(grams: number): number {
  return grams >= 10 ? Math.round(grams) : Math.round(grams * 10) / 10;
}

/** The line in grams when it is a measured volume of a dry food of known density, else as it was. */
export function weighedAmount(ingredient: ParsedIngredient, weighed: WeighedFood | undefined): ParsedIngredient {
  const definition = RECIPE_UNITS[ingredient.unit];
  if (ingredient.kind !== 'measured' || definition.kind !== 'volume' || KEPT_MEASURES.has(ingredient.unit)) {
    return ingredient;
  }
  if (ingredient.pack !== null || ingredient.modifier !== '' || !isWeighedDry(weighed?.food)) return ingredient;
  const grams = gramsPerUnit(ingredient.unit, weighed);
  if (grams === null) return ingredient;
  return {
    ...ingredient,
    quantity: kitchenGrams(ingredient.quantity * grams),
    rangeEnd: ingredient.rangeEnd === null ? null : kitchenGrams(ingredient.rangeEnd * grams),
    unit: 'g',
    unitWritten: true,
  };
}
