import type { CardUnits } from '@/lib/converter/card-units';
import { defineText } from './read-defines';
import type { CustomUnit } from './types';

/** A card's units with the visitor's own after them (the pickers list those under "Your units"). */
export function withCustomUnits(list: CardUnits, units: readonly CustomUnit[]): CardUnits {
  if (units.length === 0) return list;
  const own = units
    .filter((unit) => unit.category === list.category)
    .map((unit) => ({ id: unit.id, symbol: unit.symbol, name: unit.name }));
  return { category: list.category, units: [...list.units, ...own] };
}

/** The definitions a link needs for the units a state names: none for catalogue units. */
export function definesOf(units: readonly CustomUnit[], { from, to }: { readonly from: string; readonly to: string }): string[] {
  return units.filter((unit) => unit.id === from || unit.id === to).map(defineText);
}
