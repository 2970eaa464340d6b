import type { CategoryId } from '@/lib/units/catalogue';
import type { UnitPair } from './units';

/**
 * The last units chosen per category, one localStorage entry
 * per category so that categories never overwrite each other's choice. Entries are checked against
 * the category's unit ids, which the caller passes: this module does not import the unit catalogue,
 * so a card handed its own category's units (./card-units.ts) carries no other category's.
 */
export const UNITS_STORAGE_PREFIX = 'converter:';

export function unitsStorageKey(category: string): string {
  return `${UNITS_STORAGE_PREFIX}${category}`;
}

/** The part of Web Storage this needs, so tests and private-mode browsers can pass their own. */
export type UnitsStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * A plain check rather than zod: every page with a converter (and the widget) runs this, and even
 * zod/mini would bring its whole core to every card page for two string fields (docs/PERFORMANCE.md).
 */
const isUnitId = (value: unknown): value is string => typeof value === 'string' && value.length >= 1 && value.length <= 32;

function readStoredPair(json: unknown): UnitPair | null {
  if (typeof json !== 'object' || json === null) return null;
  const { from, to } = json as Record<string, unknown>;
  return isUnitId(from) && isUnitId(to) ? { from, to } : null;
}

/**
 * The units in a stored entry (the raw string of the category's key), or null when there is none or
 * it is not ours (hand-edited, an older format). Ids that are not among `units` (the category's unit
 * ids) are dropped one by one.
 */
export function parseStoredUnits(raw: string | null, units: readonly string[]): Partial<UnitPair> | null {
  if (raw === null) return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return null;
  }
  const stored = readStoredPair(json);
  if (stored === null) return null;
  const { from, to } = stored;
  return {
    from: units.includes(from) ? from : undefined,
    to: units.includes(to) ? to : undefined,
  };
}

/** The raw entry of the category, or null when there is none or storage is unavailable. */
export function readStoredEntry(storage: UnitsStorage | undefined, category: CategoryId): string | null {
  if (storage === undefined) return null;
  try {
    return storage.getItem(unitsStorageKey(category));
  } catch {
    return null;
  }
}

/** The units stored for the category, whose unit ids are `units` (see parseStoredUnits), or null; never throws. */
export function readStoredUnits(
  storage: UnitsStorage | undefined,
  category: CategoryId,
  units: readonly string[],
): Partial<UnitPair> | null {
  return parseStoredUnits(readStoredEntry(storage, category), units);
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
