import { customUnitOf } from '@/lib/custom-units/read-definition';
import type { CustomUnit } from '@/lib/custom-units/types';
import type { CategoryId } from '@/lib/units';

/**
 * The job's custom units each read again from its fields through customUnitOf, as every other
 * source of definitions is: a message that passed the protocol's shape check but names a unit no
 * editor could make (a zero amount, a base of another category, an id that is not its name's)
 * loses that unit, so a job naming it fails as one with an unknown unit would.
 */
export function checkedDefinitions(category: CategoryId, defined: readonly CustomUnit[] | undefined): CustomUnit[] {
  const units: CustomUnit[] = [];
  for (const sent of defined ?? []) {
    if (sent.category !== category) continue;
    const read = customUnitOf(category, sent);
    if (read.ok && read.unit.id === sent.id) units.push(read.unit);
  }
  return units;
}
