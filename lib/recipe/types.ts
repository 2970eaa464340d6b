/**
 * The recipe scaler's data (Recipe input, Parsed ingredient, Scaled
 * item, Computed recipe), plus the few fields the display needs to stay faithful to what was typed.
 */
import { DEFAULT_RECIPE_LINES } from '@/lib/recipe/default-recipe';
import type { CountNoun } from '@/lib/recipe/count-words';
import type { RecipeUnitId } from '@/lib/recipe/units';

/**
 * `metric-weight`: metric, with dry ingredients weighed when their density is known. `as-written`:
 * the recipe's own units, only the amounts scaled (4 servings of "2 cups flour" for 2 is "4 cups flour").
 */
export const MEASUREMENT_SYSTEMS = ['metric', 'imperial', 'metric-weight', 'as-written'] as const;
export type MeasurementSystem = (typeof MEASUREMENT_SYSTEMS)[number];

export interface RecipeInput {
  readonly fromServings: number;
  readonly toServings: number;
  readonly system: MeasurementSystem;
  /** The textarea, one ingredient per line. */
  readonly lines: readonly string[];
}

/** Servings 2 -> 4, metric, and the sample recipe (shown in the visitor's language: see default-recipe). */
export const DEFAULT_RECIPE_INPUT: RecipeInput = {
  fromServings: 2,
  toServings: 4,
  system: 'metric',
  lines: DEFAULT_RECIPE_LINES.en,
};

/**
 * How a line was read: `empty` (blank line), `text` (no leading amount: one piece of the whole
 * line) or `measured` (an amount was found).
 */
type LineKind = 'empty' | 'text' | 'measured';

export interface ParsedIngredient {
  readonly id: string;
  /** The food, as used for the nutrition lookup ("flour", "harina"). */
  readonly name: string;
  readonly quantity: number;
  readonly unit: RecipeUnitId;
  /** The line as typed. */
  readonly original: string;
  readonly kind: LineKind;
  /** Upper end of a range such as "2-3"; `quantity` is the lower end. */
  readonly rangeEnd: number | null;
  /** Whether the unit was written (as opposed to the implied piece), so "2 pieces" keeps its word. */
  readonly unitWritten: boolean;
  /** The linking word between unit and food as typed ("of ", "de ", "d'"), kept for display. */
  readonly connector: string;
  /** An approximation before the amount as typed ("ca. "), kept for display. */
  readonly prefix: string;
  /** A spoon modifier before the unit as typed ("heaped"); the unit is then shown as written. */
  readonly modifier: string;
  /** A count word that is no unit ("tin", "handful", "Bund"), shown in its own language. */
  readonly noun: CountNoun | null;
  /** The size of one package ("1 (400g) tin"): kept when scaling, counted in the weight. */
  readonly pack: PackSize | null;
  /**
   * A unit of the visitor's own the line measures in ("2 mugs milk"): `quantity` is then in `unit`
   * (ml or g), and this is what one of it is, to show the line as written.
   */
  readonly custom?: CustomMeasure;
}

interface CustomMeasure {
  readonly symbol: string;
  /** Millilitres or grams (the line's `unit`) in one. */
  readonly size: number;
}

/**
 * `brackets`: "1 (400 g) tin"; `times`: "2 × 400 g tins"; `note`: the size is elsewhere in the
 * line's own text ("1 Dose Tomaten (400 g)") and is shown there.
 */
export type PackStyle = 'brackets' | 'times' | 'note';

export interface PackSize {
  readonly quantity: number;
  readonly rangeEnd: number | null;
  readonly unit: RecipeUnitId;
  readonly style: PackStyle;
}

export interface ScaledItem {
  readonly id: string;
  readonly original: string;
  readonly name: string;
  /** Scaled amount in the item's own unit. */
  readonly quantity: number;
  readonly unit: RecipeUnitId;
  /** The display line in the chosen system and language ("960 ml flour"). */
  readonly converted: string;
  /** 0 when the ingredient's weight cannot be known. */
  readonly weightInGrams: number;
  /** The built-in food the name was matched to, if any. */
  readonly foodId: string | null;
  /** Whether that food (or the food search result used) was chosen by hand for this name. */
  readonly chosen?: boolean;
}

export interface ComputedRecipe {
  readonly servings: number;
  readonly items: readonly ScaledItem[];
  /** When it was computed (ms since the epoch). */
  readonly timestamp: number;
}
