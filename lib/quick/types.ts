import type { CategoryId } from '@/lib/units';

/** One way of reading the query: convert `value` of `from` into `to`, both units of `category`. */
export interface QuickPair {
  readonly category: CategoryId;
  readonly from: string;
  readonly to: string;
  /** In `from`; the digit string for number bases ("ff"). */
  readonly value: number | string;
}

/** An ingredient converted between volume and weight with the recipe tool's densities. */
export interface QuickIngredient {
  /** The words as typed, folded ("flour", "farine"). */
  readonly text: string;
  /** The same with the word that joined them to the unit, for writing the answer ("de farine", "of flour", "Mehl"). */
  readonly written: string;
  /** The food whose density was used (id in lib/nutrition). */
  readonly food: string;
  readonly toCategory: 'weight' | 'volume';
  /** Grams per millilitre, and per US cup where the table has a cup weight. */
  readonly gramsPerMl: number;
  readonly gramsPerCup: number | null;
}

export interface QuickReading extends QuickPair {
  readonly ok: true;
  /** false: the query named no target, and `to` and `suggestions` are the useful ones for the language. */
  readonly targetGiven: boolean;
  /** Further targets when none was typed (the first is `to`). */
  readonly suggestions?: readonly string[];
  /** Other readings of ambiguous words: the UK gallon beside the US one, decimal gigabytes. */
  readonly alternatives?: readonly QuickPair[];
  readonly ingredient?: QuickIngredient;
}

export type QuickErrorCode =
  'EMPTY' | 'TOO_LONG' | 'UNPARSEABLE' | 'INCOMPATIBLE' | 'UNKNOWN_INGREDIENT' | 'INVALID_VALUE' | 'RATES_MISSING';

export interface QuickFailure {
  readonly ok: false;
  readonly error: QuickErrorCode;
  /** English, for logs; the API tells it in the query's language (./messages.ts), the page words `error` with the fields below. */
  readonly message: string;
  /** INCOMPATIBLE: the two units that cannot meet. */
  readonly from?: { readonly category: CategoryId; readonly unit: string };
  readonly to?: { readonly category: CategoryId; readonly unit: string };
  /** UNKNOWN_INGREDIENT: the words read as the ingredient. */
  readonly ingredient?: string;
}

export type QuickOutcome = QuickReading | QuickFailure;

/** One converted answer: the main reading, an alternative or a suggestion. */
export interface QuickAnswer extends QuickPair {
  readonly kind: 'main' | 'alternative' | 'suggestion';
  /** Unrounded; digit string for number bases. */
  readonly result: number | string;
  /** Rounded and written in the language's notation. */
  readonly formatted: string;
  /** A size between two rows of its chart: the rows around the value, in its own system (the result is the nearest size). */
  readonly between?: { readonly lower: number; readonly upper: number };
}

export type QuickConversion =
  { readonly ok: true; readonly reading: QuickReading; readonly answers: readonly QuickAnswer[] } | QuickFailure;

/** Longest query read; longer text is refused before it is looked at. */
export const MAX_QUERY_LENGTH = 200;

export const QUICK_MESSAGES = {
  EMPTY: 'Type a conversion, for example "5 ft 3 in to cm"',
  TOO_LONG: `The query is longer than ${MAX_QUERY_LENGTH} characters`,
  UNPARSEABLE: 'The query could not be read as an amount, a unit and an optional target unit, e.g. "5 ft 3 in to cm"',
  INCOMPATIBLE: '{fromUnit} measure {fromCategory}, {toUnit} measure {toCategory}: they cannot be converted into each other',
  UNKNOWN_INGREDIENT: 'No density is known for the ingredient {ingredient}',
  INVALID_VALUE: 'The amount cannot be converted between these units',
  RATES_MISSING: 'Currency conversions need exchange rates',
} as const;
