/**
 * The whole recipe computation: lines -> parsed -> scaled -> weighed -> displayed (the
 * computed recipe). Pure and synchronous; the page runs it 120 ms after the last change.
 */
import type { Locale } from '@/i18n/locales';
import { densityFor } from '@/lib/nutrition/densities';
import { getFood } from '@/lib/nutrition/foods';
import { choiceFor, type FoodChoices } from '@/lib/recipe/food-choices';
import { densityForIngredient } from '@/lib/nutrition/ingredient-density';
import { displayLine, type UnitLabeler } from '@/lib/recipe/display-line';
import { lineWeightInGrams, type WeighedFood } from '@/lib/recipe/grams';
import type { RecipeCustomUnit } from '@/lib/recipe/custom-match';
import { parseRecipe } from '@/lib/recipe/parse-line';
import { scaleIngredients } from '@/lib/recipe/scale';
import type { ComputedRecipe, ParsedIngredient, RecipeInput, ScaledItem } from '@/lib/recipe/types';
import { weighedAmount } from '@/lib/recipe/weighed-amount';

export interface ComputeOptions {
  readonly locale: Locale;
  /** Foods chosen by hand for names, which win over the matching. */
  readonly choices?: FoodChoices;
  readonly unitLabel: UnitLabeler;
  /** The visitor's own units the lines may measure in ("2 mugs milk"): lib/recipe/custom-units.ts. */
  readonly customUnits?: readonly RecipeCustomUnit[];
  readonly now?: () => number;
}

interface Match {
  readonly foodId: string | null;
  readonly weighed: WeighedFood | undefined;
  readonly chosen?: boolean;
}

function matchFood(ingredient: ParsedIngredient, locale: Locale, choices: FoodChoices): Match {
  if (ingredient.name === '' || ingredient.kind !== 'measured') return { foodId: null, weighed: undefined };
  const choice = choiceFor(choices, ingredient.name);
  const chosenFood = choice === undefined ? undefined : getFood(choice.id);
  const chosenDensity = chosenFood === undefined ? undefined : densityFor(chosenFood.id);
  if (chosenFood !== undefined && chosenDensity !== undefined) {
    return { foodId: chosenFood.id, weighed: { density: chosenDensity, food: chosenFood }, chosen: true };
  }
  if (choice !== undefined) {
    // A food search result: its nutrients are the choice's; the weight still comes from the line.
    const weighed = densityForIngredient(ingredient.name, locale)?.density;
    return { foodId: null, weighed: weighed === undefined ? undefined : { density: weighed }, chosen: true };
  }
  const found = densityForIngredient(ingredient.name, locale, { canned: ingredient.noun?.id === 'can' });
  if (found === undefined) return { foodId: null, weighed: undefined };
  const food = found.key === null ? undefined : getFood(found.key);
  return { foodId: found.key, weighed: food === undefined ? { density: found.density } : { density: found.density, food } };
}

export function computeRecipe(input: RecipeInput, options: ComputeOptions): ComputedRecipe {
  const parsed = parseRecipe(input.lines, options.customUnits).filter((ingredient) => ingredient.kind !== 'empty');
  const scaled = scaleIngredients(parsed, input.fromServings, input.toServings);
  const items = scaled.map((ingredient): ScaledItem => {
    const { foodId, weighed, chosen } = matchFood(ingredient, options.locale, options.choices ?? {});
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
      ...(chosen === true ? { chosen } : {}),
    };
  });
  return { servings: input.toServings, items, timestamp: (options.now ?? Date.now)() };
}
