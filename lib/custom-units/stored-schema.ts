/**
 * Custom units as browser storage or an imported file gives them back: the shape checked with
 * zod/mini, then each unit again through customUnitOf, so an edited entry (a zero amount, a name
 * with markup, a base unit since removed) costs only itself. Loaded only with the store.
 */
import * as z from 'zod/mini';
import { CUSTOM_UNIT_LIMITS } from './limits';
import { customUnitOf } from './read-definition';
import type { CustomUnit } from './types';

const text = z.string().check(z.maxLength(200));
const unitShape = z.object({ category: text, name: text, symbol: z.optional(text), amount: text, unit: text });

/** The stored or imported list: every unit that passes the checks, at most CUSTOM_UNIT_LIMITS.stored. */
export function checkedUnits(entries: unknown): CustomUnit[] {
  if (!Array.isArray(entries)) return [];
  const units: CustomUnit[] = [];
  for (const entry of entries) {
    const shape = unitShape.safeParse(entry);
    if (!shape.success) continue;
    const read = customUnitOf(shape.data.category, shape.data);
    if (!read.ok || units.some((unit) => unit.category === read.unit.category && unit.id === read.unit.id)) continue;
    units.push(read.unit);
    if (units.length === CUSTOM_UNIT_LIMITS.stored) break;
  }
  return units;
}

/** The persisted state: `{ units: [...] }`, each unit checked on its own. */
export const storedCustomUnitsSchema = z.pipe(
  z.object({ units: z.catch(z.array(z.unknown()), []) }),
  z.transform(({ units }) => ({ units: checkedUnits(units) })),
);
