/**
 * The display line of one scaled ingredient ("960 ml flour", "4 tazas de harina", "4 eggs").
 * Unit words come translated from the caller (lib/ holds no user-facing text); numbers are
 * formatted for the locale here.
 */
import type { Locale } from '@/i18n/locales';
import { formatRecipeQuantity } from '@/lib/format/recipe';
import { amountInSystem, quantityStyle } from '@/lib/recipe/display';
import { pluralForm, type PluralForm } from '@/lib/recipe/plural';
import type { MeasurementSystem, ParsedIngredient } from '@/lib/recipe/types';
import type { RecipeUnitId } from '@/lib/recipe/units';

/** The unit word for an amount, singular or plural, in the page's language. */
export type UnitLabeler = (unit: RecipeUnitId, form: PluralForm) => string;

export interface DisplayOptions {
  readonly system: MeasurementSystem;
  readonly locale: Locale;
  readonly unitLabel: UnitLabeler;
}

const SAME_AS_ONE = 1e-9;

function join(...parts: readonly string[]): string {
  return parts.filter((part) => part !== '').join(' ');
}

/** `ingredient` is already scaled. */
export function displayLine(ingredient: ParsedIngredient, options: DisplayOptions): string {
  const { locale } = options;
  if (ingredient.kind === 'empty') return '';
  if (ingredient.kind === 'text') {
    // A line without an amount is shown as typed while it stands for one piece.
    if (Math.abs(ingredient.quantity - 1) < SAME_AS_ONE) return ingredient.name;
    return `${formatRecipeQuantity(ingredient.quantity, 'fraction', locale)} × ${ingredient.name}`;
  }
  const amount = amountInSystem(ingredient, options.system);
  const style = quantityStyle(amount.unit);
  const number =
    amount.rangeEnd === null
      ? formatRecipeQuantity(amount.quantity, style, locale)
      : `${formatRecipeQuantity(amount.quantity, style, locale)}–${formatRecipeQuantity(amount.rangeEnd, style, locale)}`;
  const showUnit = amount.unit !== 'egg' && (amount.unit !== 'piece' || ingredient.unitWritten);
  if (!showUnit) return join(number, ingredient.name);
  const label = options.unitLabel(amount.unit, pluralForm(amount.rangeEnd ?? amount.quantity, locale));
  const food = ingredient.name === '' ? '' : `${ingredient.connector}${ingredient.name}`;
  return join(number, label, food);
}
