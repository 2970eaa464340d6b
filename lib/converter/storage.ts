import type { CategoryId } from '@/lib/units/catalogue';
import type { UnitPair } from './units';

/**
 * The last units chosen per category, one localStorage entry per category so that categories never
 * overwrite each other's choice. This module writes them and finds the raw entry; reading an entry
 * back (./stored-units.ts) needs zod/mini, which every card would carry if it lived here, so the
 * card loads that only when there is an entry to read.
 */
export const UNITS_STORAGE_PREFIX = 'converter:';

export function unitsStorageKey(category: string): string {
  return `${UNITS_STORAGE_PREFIX}${category}`;
}

/** The part of Web Storage this needs, so tests and private-mode browsers can pass their own. */
export type UnitsStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The raw entry of the category, or null when there is none or storage is unavailable. */
export function readStoredEntry(storage: UnitsStorage | undefined, category: CategoryId): string | null {
  if (storage === undefined) return null;
  try {
    return storage.getItem(unitsStorageKey(category));
  } catch {
    return null;
  }
}

/** Remembers the units; returns false when storage refused (quota, private mode), which is harmless. */
export function writeStoredUnits(storage: UnitsStorage | undefined, category: CategoryId, units: UnitPair): boolean {
  if (storage === undefined) return false;
  try {
    storage.setItem(unitsStorageKey(category), JSON.stringify({ from: units.from, to: units.to }));
    return true;
  } catch {
    return false;
  }
}
