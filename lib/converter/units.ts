import { getCategory, isUnitOf, unitIdsOf, type CategoryId } from '@/lib/units/catalogue';
import { pickUnits, type UnitPair, type UnitSources } from './pick-units';

export type { UnitPair, UnitSources } from './pick-units';

/**
 * The units a converter starts with when its category or page changes, each side on
 * its own: the route's unit if valid, else the stored one if valid, else the first unit (from) or the
 * second (to). Undefined for a category that does not exist.
 */
export function initialUnits(category: string, sources: UnitSources = {}): UnitPair | undefined {
  const found = getCategory(category);
  return found === undefined ? undefined : pickUnits(unitIdsOf(found.id), sources);
}

/**
 * Whether both ids are units of the category. A plain boolean rather than a type guard on purpose:
 * ids from URLs and selects stay `string`, which is how the engine takes ids known only at run time.
 */
export function hasUnits(category: CategoryId, from: string, to: string): boolean {
  return isUnitOf(category, from) && isUnitOf(category, to);
}
