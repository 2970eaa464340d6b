import * as z from 'zod/mini';
import type { CategoryId } from '@/lib/units/catalogue';
import { readStoredEntry, type UnitsStorage } from './storage';
import type { UnitPair } from './units';

const unitId = z.string().check(z.minLength(1), z.maxLength(32));
/** What writeStoredUnits stores; other keys are ignored. */
const storedPair = z.object({ from: unitId, to: unitId });

/**
 * The units in a stored entry (the raw string of the category's key), or null when there is none or
 * it is not ours (hand-edited, an older format). Ids that are not among `units` (the category's unit
 * ids, which the caller passes: this module does not import the unit catalogue) are dropped one by one.
 */
export function parseStoredUnits(raw: string | null, units: readonly string[]): Partial<UnitPair> | null {
  if (raw === null) return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return null;
  }
  const stored = storedPair.safeParse(json);
  if (!stored.success) return null;
  const { from, to } = stored.data;
  return {
    from: units.includes(from) ? from : undefined,
    to: units.includes(to) ? to : undefined,
  };
}

/** The units stored for the category, whose unit ids are `units` (see parseStoredUnits), or null; never throws. */
export function readStoredUnits(
  storage: UnitsStorage | undefined,
  category: CategoryId,
  units: readonly string[],
): Partial<UnitPair> | null {
  return parseStoredUnits(readStoredEntry(storage, category), units);
}
