import type { CardUnit } from '@/lib/converter/card-units';
import { defineText } from './define-text';
import { readLinkDefines, type LinkDefines } from './link';
import type { CustomUnit } from './types';

/** A card's view of the visitor's own units: what it offers and what its link defines. */
export interface CardCustomUnits {
  /** The link's units, then the kept ones of the category the link does not redefine. */
  readonly units: readonly CustomUnit[];
  /** What the page's link defines, or why it could not be read. */
  readonly link: LinkDefines;
  /** The link's units not kept yet (or kept with another definition). */
  readonly unkept: readonly CustomUnit[];
  /** `units` as the card's pickers list them after the catalogue's (under "Your units"). */
  readonly cardUnits: readonly CardUnit[];
  /** Each unit's definition by id, as a shared link carries it ("mug:350:ml"). */
  readonly defines: ReadonlyMap<string, string>;
}

const same = (a: CustomUnit, b: CustomUnit) =>
  a.category === b.category && a.id === b.id && a.amount === b.amount && a.unit === b.unit && a.symbol === b.symbol && a.name === b.name;

/** The card's view from the kept units (every category's) and the page's query string. */
export function cardCustomUnits(kept: readonly CustomUnit[], category: string, search: string): CardCustomUnits {
  const link = readLinkDefines(search, category);
  const own = kept.filter((unit) => unit.category === category && !link.units.some((linked) => linked.id === unit.id));
  const unkept = link.units.filter((unit) => !kept.some((other) => same(unit, other)));
  const units = [...link.units, ...own];
  const cardUnits = units.map((unit) => ({ id: unit.id, symbol: unit.symbol, name: unit.name }));
  return { units, link, unkept, cardUnits, defines: new Map(units.map((unit) => [unit.id, defineText(unit)])) };
}
