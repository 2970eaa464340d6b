import { getUnit, isCategoryId, type CategoryId } from '@/lib/units/catalogue';
import type { StoredConversion } from './history-entries';

/** A stored conversion whose category and units the catalogue has. */
export type Known<T extends StoredConversion> = T & { readonly category: CategoryId };

/** Whether a stored conversion is of a category and units the catalogue has (edited storage and retired units are not). */
export function isKnown<T extends StoredConversion>(entry: T): entry is Known<T> {
  const { category, from, to } = entry;
  return isCategoryId(category) && getUnit(category, from) !== undefined && getUnit(category, to) !== undefined;
}

/** The conversions of a stored list that the site can show and link to, in order (./history-entries.ts says why storage keeps the others). */
export function knownConversions<T extends StoredConversion>(list: readonly T[]): Known<T>[] {
  return list.filter(isKnown);
}
