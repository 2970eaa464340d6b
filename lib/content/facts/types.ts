import type { Locale } from '@/i18n/locales';
import type { SourceId } from './sources';

/**
 * One text per locale, written as a native editor writes it (en US spelling, es tú, de Sie, fr
 * vous, no du). Quantities that relate units are never typed as digits: they are tokens the page
 * computes from the catalogue, so a fact can never disagree with the converter:
 *   {q AMOUNT FROM TO}  AMOUNT of unit FROM written in unit TO, rounded to 4 significant digits,
 *                       with TO's symbol ("{q 1 cup_us ml}" -> "236.6 mL"); say "about" yourself;
 *   {x AMOUNT FROM TO}  the same, every digit, for a conversion exact by definition; a test fails
 *                       when it is not exact ("exactly {x 1 in cm}" -> "exactly 2.54 cm").
 * FROM and TO are unit ids of the fact file's own category. Any other digits in a text (a year,
 * "A4") must be listed in the entry's `literals`, which a test checks.
 */
export type FactText = Readonly<Record<Locale, string>>;

/** A source and where in it: `{ id: 'nist-hb44', at: 'Appendix C, Table 3' }`. */
export interface FactSource {
  readonly id: SourceId;
  readonly at?: string;
}

/** What the site says about one unit, each statement with the text that fixes it. */
export interface UnitFacts {
  /** What the unit is by definition: one or two sentences. */
  readonly definition: FactText;
  readonly definitionSource: FactSource;
  /** Where and by whom it is used today. */
  readonly use: FactText;
  readonly useSource: FactSource;
  /** Something familiar that measures about one of it; left out where nothing fits or nothing citable backs it. */
  readonly familiar?: FactText;
  /** What backs the familiar text (a card's thickness, a coin's diameter); required with it. */
  readonly familiarSource?: FactSource;
  /** What it is mixed up with, and how to tell them apart; required where a known confusion exists. */
  readonly confusion?: FactText;
  readonly confusionSource?: FactSource;
  /** Digit runs a text may contain besides tokens (years, "A4"), each one deliberate. */
  readonly literals?: readonly string[];
}

/** A category's facts: one entry for every unit id of the category in lib/units/categories. */
export type CategoryFacts = Readonly<Record<string, UnitFacts>>;
