/**
 * The whole recipe computation: lines -> parsed -> scaled -> weighed -> displayed (SPEC 3,
 * "Computed recipe"). Pure and synchronous; the page runs it 120 ms after the last change.
 */
import type { Locale } from '@/i18n/locales';
import { getFood } from '@/lib/nutrition/foods';
import { densityForIngredient } from '@/lib/nutrition/ingredient-density';
import { displayLine, type UnitLabeler } from '@/lib/recipe/display-line';
import { lineWeightInGrams, type WeighedFood } from '@/lib/recipe/grams';
import { parseRecipe } from '@/lib/recipe/parse-line';
import { scaleIngredients } from '@/lib/recipe/scale';
import type { ComputedRecipe, ParsedIngredient, RecipeInput, ScaledItem } from '@/lib/recipe/types';
import { weighedAmount } from '@/lib/recipe/weighed-amount';

export interface ComputeOptions {
  readonly locale: Locale;
  readonly unitLabel: UnitLabeler;
  readonly now?: () => number;
}

interface Match {
  readonly foodId: string | null;
  readonly weighed: WeighedFood | undefined;
}

function matchFood(ingredient: ParsedIngredient, locale: Locale): Match {
  if (ingredient.name === '' || ingredient.kind !== 'measured') return { foodId: null, weighed: undefined };
  const found = densityForIngredient(ingredient.name, locale, { canned: ingredient.noun?.id === 'can' });
  if (found === undefined) return { foodId: null, weighed: undefined };
  const food = found.key === null ? undefined : getFood(found.key);
  return { foodId: found.key, weighed: food === undefined ? { density: found.density } : { density: found.density, food } };
}

export function computeRecipe(input: RecipeInput, options: ComputeOptions): ComputedRecipe {
  const parsed = parseRecipe(input.lines).filter((ingredient) => ingredient.kind !== 'empty');
  const scaled = scaleIngredients(parsed, input.fromServings, input.toServings);
  const items = scaled.map((ingredient): ScaledItem => {
    const { foodId, weighed } = matchFood(ingredient, options.locale);
    return {
      id: ingredient.id,
      original: ingredient.original,
      name: ingredient.name,
      quantity: ingredient.quantity,
      unit: ingredient.unit,
      converted: displayLine(input.system === 'metric-weight' ? weighedAmount(ingredient, weighed) : ingredient, {
        system: input.system,
        locale: options.locale,
        unitLabel: options.unitLabel,
      }),
      weightInGrams: lineWeightInGrams(ingredient, weighed),
      foodId,
    };
  });
  return { servings: input.toServings, items, timestamp: (options.now ?? Date.now)() };
}
