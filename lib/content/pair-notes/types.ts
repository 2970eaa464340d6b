import type { FactSource, FactText } from '../facts/types';

/** A question people ask about a pair, answered in five languages; numbers as fact tokens. */
export interface NoteQuestion {
  readonly question: FactText;
  readonly answer: FactText;
  readonly source?: FactSource;
}

/**
 * Values people look up for a pair (body heights, oven temperatures, tire pressures): amounts in
 * `from`, each converted to `to` by the engine.
 */
interface NoteLookup {
  readonly caption: FactText;
  readonly from: string;
  readonly to: string;
  readonly amounts: readonly number[];
}

/**
 * What a pair's page says beyond its two units: the shortcuts people use, what they convert for,
 * the values they look up and what goes wrong. `units` lists the unit pairs it is for, either way
 * round; a category's `all` note is for every pair of the category (how to measure a foot).
 * Digits outside tokens are listed in `literals`, as in the unit facts.
 */
export interface PairNote {
  readonly units: readonly (readonly [string, string])[];
  readonly faq: readonly NoteQuestion[];
  readonly lookup?: NoteLookup;
  readonly literals?: readonly string[];
}

export interface CategoryNotes {
  readonly pairs: readonly PairNote[];
  readonly all?: Omit<PairNote, 'units'>;
}
