import type { UnitRef } from './lexicon';

/** One amount of a query's source and the units written after it ("5 ft"). */
export interface SourcePart {
  readonly value: number;
  readonly text: string;
  readonly refs: readonly UnitRef[];
}

/** What a query converts from, as read (lib/quick/read-query.ts). */
export interface Source {
  /** Amount and unit pairs: "5 ft 3 in" has two; a bare "255" has one with no units. */
  readonly parts: readonly SourcePart[];
  /** A prefixed integer ("0xff"): its base and digits. */
  readonly radix?: { readonly unit: string; readonly digits: string };
  /** Words after the units ("flour"). */
  readonly rest: string;
}
