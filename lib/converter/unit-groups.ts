import type { UnitSystem } from '@/lib/units/types';
import type { CardUnit } from './card-units';

/** How the pickers group units: metric, then US and imperial together, then the rest, then the visitor's own. */
type UnitGroupId = 'metric' | 'usImperial' | 'other' | 'yours';

export interface UnitGroup {
  /** null: the units are shown as one list, without a heading. */
  readonly group: UnitGroupId | null;
  readonly ids: readonly string[];
}

const GROUP_OF = { metric: 'metric', us: 'usImperial', imperial: 'usImperial', other: 'other' } as const satisfies Record<
  UnitSystem,
  UnitGroupId
>;
const ORDER: readonly UnitGroupId[] = ['metric', 'usImperial', 'other', 'yours'];

/**
 * A card's units in their pickers' groups, each in the catalogue's order (the most used first). One
 * plain list when any unit has no system (currencies, number bases) or all share one group.
 */
export function groupUnits(units: readonly CardUnit[]): readonly UnitGroup[] {
  const groups = new Map<UnitGroupId, string[]>();
  for (const unit of units) {
    // The visitor's own units (named, with no system) are set apart under "Your units".
    if (unit.system === undefined && unit.name === undefined) return [{ group: null, ids: units.map(({ id }) => id) }];
    const group = unit.system === undefined ? 'yours' : GROUP_OF[unit.system];
    groups.set(group, [...(groups.get(group) ?? []), unit.id]);
  }
  if (groups.size < 2) return [{ group: null, ids: units.map(({ id }) => id) }];
  return ORDER.flatMap((group) => {
    const ids = groups.get(group);
    return ids === undefined ? [] : [{ group, ids }];
  });
}
