import type { UnitSystem } from '@/lib/units/types';
import type { CardUnit } from './card-units';

/** How the pickers group units: metric, then US and imperial together, then the rest. */
type UnitGroupId = 'metric' | 'usImperial' | 'other';

export interface UnitGroup {
  /** null: the units are shown as one list, without a heading. */
  readonly group: UnitGroupId | null;
  readonly ids: readonly string[];
}

const GROUP_OF = { metric: 'metric', us: 'usImperial', imperial: 'usImperial', other: 'other' } as const satisfies Record<
  UnitSystem,
  UnitGroupId
>;
const ORDER: readonly UnitGroupId[] = ['metric', 'usImperial', 'other'];

/**
 * A card's units in their pickers' groups, each in the catalogue's order (the most used first). One
 * plain list when any unit has no system (currencies, number bases) or all share one group.
 */
export function groupUnits(units: readonly CardUnit[]): readonly UnitGroup[] {
  const groups = new Map<UnitGroupId, string[]>();
  for (const unit of units) {
    if (unit.system === undefined) return [{ group: null, ids: units.map(({ id }) => id) }];
    const group = GROUP_OF[unit.system];
    groups.set(group, [...(groups.get(group) ?? []), unit.id]);
  }
  if (groups.size < 2) return [{ group: null, ids: units.map(({ id }) => id) }];
  return ORDER.flatMap((group) => {
    const ids = groups.get(group);
    return ids === undefined ? [] : [{ group, ids }];
  });
}
