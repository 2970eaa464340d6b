/**
 * The display line of one scaled ingredient ("960 ml flour", "4 tazas de harina", "4 eggs",
 * "2 (400 g) tins chopped tomatoes"). Unit words come translated from the caller (lib/ holds no
 * user-facing text); count words keep the language they were written in; numbers are formatted
 * for the locale here.
 */
import type { Locale } from '@/i18n/locales';
import { formatRecipeQuantity } from '@/lib/format/recipe';
import { amountInSystem, quantityStyle, type AmountInUnit } from '@/lib/recipe/display';
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

function join(...parts: readonly string[]): string {
  return parts.filter((part) => part !== '').join(' ');
}

function numberText(amount: AmountInUnit, locale: Locale): string {
  const style = quantityStyle(amount.unit);
  const low = formatRecipeQuantity(amount.quantity, style, locale);
  return amount.rangeEnd === null ? low : `${low}–${formatRecipeQuantity(amount.rangeEnd, style, locale)}`;
}

/**
 * A number that is a fraction alone ("1/4", "¾"), which Spanish and French join to a unit word with
 * "de" as they say it (un cuarto de taza, trois quarts de tasse); a half is said "media taza",
 * "une demi-tasse", and written "1/2 taza", "1/2 tasse".
 */
const BARE_FRACTION = /^(?:(?!1\/2$)\d+\/\d+|[⅓⅔¼¾⅛⅜⅝⅞⅕⅖⅗⅘⅙⅚])$/u;

/**
 * A fraction of a unit word as Spanish and French write it: "1/4 de taza", "3/4 d’once"; a symbol
 * or an abbreviation takes none ("1/4 cdta.", "1/4 c. à café", "1/4 l").
 */
function withUnitWord(number: string, label: string, locale: Locale): string {
  const word = /^\p{Ll}{3,}/u.test(label) && !label.includes('.');
  if ((locale !== 'es' && locale !== 'fr') || !word || !BARE_FRACTION.test(number)) return join(number, label);
  if (locale === 'fr' && /^[aeiouyhéèêœ]/iu.test(label)) return `${number} d’${label}`;
  return join(number, 'de', label);
}

function measureText(amount: AmountInUnit, options: DisplayOptions): string {
  const label = options.unitLabel(amount.unit, pluralForm(amount.rangeEnd ?? amount.quantity, options.locale));
  return withUnitWord(numberText(amount, options.locale), label, options.locale);
}

/** The amount as a count of measures of `size` of its unit, in fractions as kitchen measures are. */
function countOf(amount: AmountInUnit, size: number): AmountInUnit {
  return { quantity: amount.quantity / size, rangeEnd: amount.rangeEnd === null ? null : amount.rangeEnd / size, unit: 'piece' };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * "egg" as the scaled amount needs it: "1 egg" for 2 servings is "2 eggs" for 4, "2 Eier" is "1 Ei"
 * for half. Only the last word before any comment ("large egg, beaten"), and only the language's
 * own egg words; other names stay as typed ("egg yolk").
 */
function eggWord(name: string, count: number, options: DisplayOptions): string {
  const form = pluralForm(count, options.locale);
  const want = options.unitLabel('egg', form);
  const other = options.unitLabel('egg', form === 'one' ? 'other' : 'one');
  const pattern = new RegExp(`(^|\\s)(${escape(other)})(?=\\s*(,|$))`, 'iu');
  return name.replace(
    pattern,
    (_, space: string, word: string) => space + (word[0] === word[0]!.toUpperCase() ? want[0]!.toUpperCase() + want.slice(1) : want),
  );
}

/** `ingredient` is already scaled. */
export function displayLine(ingredient: ParsedIngredient, options: DisplayOptions): string {
  const { locale } = options;
  if (ingredient.kind === 'empty') return '';
  // A line without an amount is kept as typed.
  if (ingredient.kind === 'text') return ingredient.name;
  const food = ingredient.name === '' ? '' : `${ingredient.connector}${ingredient.name}`;
  const count = ingredient.rangeEnd ?? ingredient.quantity;

  if (ingredient.noun !== null || ingredient.pack !== null) {
    const number = `${ingredient.prefix}${numberText({ ...ingredient, unit: 'piece' }, locale)}`;
    const noun = ingredient.noun === null ? '' : count > 1 ? ingredient.noun.other : ingredient.noun.one;
    const pack = ingredient.pack;
    if (pack === null || pack.style === 'note') return join(number, ingredient.modifier, noun, food);
    const size = measureText(amountInSystem(pack, options.system), options);
    return pack.style === 'brackets' ? join(number, `(${size})`, noun, food) : join(number, '×', size, noun, food);
  }

  // A unit of the visitor's own shows as it was written, scaled, in the recipe's own units and when modified ("1 heaped scoop").
  const custom = ingredient.custom;
  if (custom !== undefined && (options.system === 'as-written' || ingredient.modifier !== '')) {
    const own = countOf(ingredient, custom.size);
    return join(`${ingredient.prefix}${numberText(own, locale)}`, ingredient.modifier, custom.symbol, food);
  }

  // A modified spoon ("1 heaped tbsp") means that spoon: it is not converted.
  const amount = ingredient.modifier === '' ? amountInSystem(ingredient, options.system) : ingredient;
  const number = `${ingredient.prefix}${numberText(amount, locale)}`;
  if (amount.unit === 'egg') return join(number, eggWord(ingredient.name, amount.rangeEnd ?? amount.quantity, options));
  if (!ingredient.unitWritten) return join(number, ingredient.name);
  const label = options.unitLabel(amount.unit, pluralForm(amount.rangeEnd ?? amount.quantity, locale));
  if (ingredient.modifier === '') return join(withUnitWord(number, label, locale), food);
  return join(number, ingredient.modifier, label, food);
}
