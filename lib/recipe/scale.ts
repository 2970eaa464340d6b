/** Scaling a recipe from one number of servings to another. */
import type { ParsedIngredient } from '@/lib/recipe/types';

/** toServings ÷ fromServings; 1 (no scaling) when either is 0, negative or not a number. */
export function scalingFactor(fromServings: number, toServings: number): number {
  if (!(fromServings > 0) || !(toServings > 0)) return 1;
  if (!Number.isFinite(fromServings) || !Number.isFinite(toServings)) return 1;
  return toServings / fromServings;
}

/** Lines with no amount (notes, "salt to taste", group headers) stay as they are. */
export function scaleIngredient(ingredient: ParsedIngredient, factor: number): ParsedIngredient {
  if (ingredient.kind !== 'measured') return ingredient;
  return {
    ...ingredient,
    quantity: ingredient.quantity * factor,
    rangeEnd: ingredient.rangeEnd === null ? null : ingredient.rangeEnd * factor,
  };
}

export function scaleIngredients(ingredients: readonly ParsedIngredient[], fromServings: number, toServings: number): ParsedIngredient[] {
  const factor = scalingFactor(fromServings, toServings);
  return ingredients.map((ingredient) => scaleIngredient(ingredient, factor));
}
