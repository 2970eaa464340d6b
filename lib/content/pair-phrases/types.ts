import type { FactText } from '../facts/types';

/**
 * Two clauses about one unit that a pair page sets beside the same clauses of the other unit, so that
 * "What is the difference between chains and yards?" is answered in sentences about those two units:
 *   "The chain is Gunter's surveying chain of sixty-six feet, and the yard is the international yard."
 *   "Chains still measure cricket pitches, and yards are on UK road signs and American football fields."
 * Each clause restates the unit's written facts (lib/content/facts), never a new fact, so it carries
 * their sources: `what` the definition (definitionSource), `where` the use (useSource).
 *
 * How a clause is written, in every locale (en US spelling, es tú, de Sie, fr vous, no du):
 * - a whole main clause with the unit as its subject, named as in running prose, and its own verb;
 *   it must read well both first in a sentence (the page capitalizes its first letter) and after
 *   ", and" / ", y" / ", und" / ", et" / ", og";
 * - it starts in lower case unless its first word is a proper noun (or, in German, a noun); no final
 *   full stop, no colon or semicolon (it sits inside a longer sentence);
 * - numbers only as fact tokens (`{x 1 chain m}`, `{q 1 cup_us ml}`, lib/content/facts/types.ts),
 *   other digit runs listed in `literals`; French with its no-break spaces (\u00a0) where due.
 */
export interface UnitPhrases {
  /** What the unit is, from its definition: "the chain is Gunter's surveying chain of sixty-six feet". */
  readonly what: FactText;
  /** Where and by whom it is used today, from its use: "chains still measure cricket pitches". */
  readonly where: FactText;
  /** Digit runs the clauses may contain besides tokens (years), each one deliberate. */
  readonly literals?: readonly string[];
}

/** A category's phrases: one entry for every unit id of the category in lib/units/categories. */
export type CategoryPhrases = Readonly<Record<string, UnitPhrases>>;
