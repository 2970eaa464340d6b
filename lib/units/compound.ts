import { getCategory, getUnit } from './catalogue';
import type { CompoundParts } from './types';

/**
 * The parts of a compound unit (feet and inches: ft and in, 12 to the foot); undefined for any other
 * unit, and for an unknown category or unit. The one way to ask whether a unit is compound.
 */
export function compoundPartsOf(category: string, unit: string): CompoundParts | undefined {
  const found = getCategory(category);
  if (found === undefined) return undefined;
  return (getUnit(found.id, unit) as { readonly compound?: CompoundParts } | undefined)?.compound;
}
