/**
 * A language's words for units: each entry is `[refs, aliases]`. `refs` names one unit as
 * `category/unit`, or several separated by spaces when the words are ambiguous: the first is the
 * main reading, further ones of the same category are alternatives (US and UK gallon), ones of
 * another category are chosen only when the other side of the query needs them ("pounds" to "eur").
 * `aliases` are separated by `|`; `(s)` marks an optional ending. Case and accents do not matter.
 */
export type LexiconEntries = readonly (readonly [refs: string, aliases: string])[];

/** Words that join the source and the target ("to", "in"); the last one that splits the query into two readable halves wins. */
export interface LanguageWords {
  readonly units: LexiconEntries;
  readonly connectors: readonly string[];
  /** Words between a unit and an ingredient ("of", "de"), dropped. */
  readonly fillers: readonly string[];
  /** Words before or after a query that only ask for a conversion ("convert", "umrechnen", "hvor mye er"), dropped. */
  readonly leading?: readonly string[];
  readonly trailing?: readonly string[];
  /**
   * Questions that name the target first: `question target link source` ("how many | cm | in | 5
   * feet", "combien de | grammes | dans | une tasse de farine") reads as "source to target".
   */
  readonly questions?: readonly string[];
  readonly links?: readonly string[];
  /** Words for one in front of a unit ("a cup", "une tasse", "en kopp"). */
  readonly articles?: readonly string[];
}
