import type { CategoryId } from '@/lib/units/catalogue';
import type { UnitSystem } from '@/lib/units/types';

/** A unit as a converter card lists it: its id and its symbol in the page's language. */
export interface CardUnit {
  readonly id: string;
  readonly symbol: string;
  /** Its word in pair page addresses, when it has pair pages ("inches" in /convert/length/cm-to-inches). */
  readonly slug?: string;
  /** What groups it in the pickers (./unit-groups.ts); absent for currencies and number bases. */
  readonly system?: UnitSystem;
  /** A size chart's unit: the size the card starts with in it, where 1 is no size (lib/units/size-start.ts). */
  readonly start?: string;
}

/** The pair page's path for two units of the card, or undefined when they have none. */
export function cardPairPath({ category, units }: CardUnits, from: string, to: string): string | undefined {
  const fromSlug = units.find((unit) => unit.id === from)?.slug;
  const toSlug = units.find((unit) => unit.id === to)?.slug;
  if (fromSlug === undefined || toSlug === undefined || from === to) return undefined;
  return `/convert/${category}/${fromSlug}-to-${toSlug}`;
}

/**
 * What a converter card needs to know of its category in the browser: the category and its units in
 * order. A server page builds it with cardUnitsOf (./card-units-of.ts) and hands it to the card, so
 * a card fixed to one category (the embedded widget) downloads no other category's units; a card
 * whose category changes in the browser (the home page's) builds it there.
 */
export interface CardUnits {
  readonly category: CategoryId;
  readonly units: readonly CardUnit[];
}

/** The unit ids of a card's category, in order. */
export function unitIdsIn({ units }: CardUnits): readonly string[] {
  return units.map((unit) => unit.id);
}
