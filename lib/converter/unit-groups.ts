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
    // The visitor's own units are always set apart, under "Your units".
    if (unit.name !== undefined) {
      groups.set('yours', [...(groups.get('yours') ?? []), unit.id]);
      continue;
    }
    if (unit.system === undefined) return [{ group: null, ids: units.map(({ id }) => id) }];
    const group = GROUP_OF[unit.system];
    groups.set(group, [...(groups.get(group) ?? []), unit.id]);
  }
  const yours = groups.get('yours');
  if (groups.size - (yours === undefined ? 0 : 1) < 2) {
    const listed = units.filter((unit) => unit.name === undefined).map(({ id }) => id);
    return yours === undefined
      ? [{ group: null, ids: listed }]
      : [
          { group: null, ids: listed },
          { group: 'yours', ids: yours },
        ];
  }
  return ORDER.flatMap((group) => {
    const ids = groups.get(group);
    return ids === undefined ? [] : [{ group, ids }];
  });
}
