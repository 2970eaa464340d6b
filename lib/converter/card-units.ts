import type { CategoryId } from '@/lib/units/catalogue';
import type { UnitSystem } from '@/lib/units/types';

/** A unit as a converter card lists it: its id and its symbol in the page's language. */
export interface CardUnit {
  readonly id: string;
  /**
   * Absent when it is the id in capitals, as every currency's is ("USD" for usd): the currency card's
   * hundred and fifty-odd units travel in its page (cardUnitSymbol reads it).
   */
  readonly symbol?: string;
  /** Its word in pair page addresses, when it has pair pages ("inches" in /convert/length/cm-to-inches). */
  readonly slug?: string;
  /** What groups it in the pickers (./unit-groups.ts); absent for currencies and number bases. */
  readonly system?: UnitSystem;
  /** A size chart's unit: the size the card starts with in it, where 1 is no size (lib/units/size-start.ts). */
  readonly start?: string;
  /** A unit of the visitor's own (lib/custom-units): its name as written; catalogue units are named by messages. */
  readonly name?: string;
}

/** A card unit's symbol in the page's language (CardUnit.symbol). */
export const cardUnitSymbol = (unit: CardUnit): string => unit.symbol ?? unit.id.toUpperCase();

/**
 * What a converter card needs to know of its category in the browser: the category and its units in
 * order. A server page builds it with cardUnitsOf (./card-units-of.ts) and hands it to the card, so
 * a card fixed to one category (the embedded widget) downloads no other category's units; a card
 * whose category changes in the browser (the home page's) builds it there.
 */
export interface CardUnits {
  readonly category: CategoryId;
  /** The visitor may add units of their own (a category converted by a factor: lib/custom-units). */
  readonly definable?: true;
  readonly units: readonly CardUnit[];
}

/** The unit ids of a card's category, in order. */
export function unitIdsIn({ units }: CardUnits): readonly string[] {
  return units.map((unit) => unit.id);
}
