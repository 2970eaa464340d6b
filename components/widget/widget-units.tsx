'use client';

import { UnitSelect } from '@/components/converter/unit-select';
import { useMemo } from 'react';
import { useCardUnitNames } from '@/components/converter/unit-names';
import type { CardUnit } from '@/lib/converter/card-units';
import type { CategoryId } from '@/lib/units/catalogue';

/**
 * The configurator's two unit pickers, named from the messages around them: the page's for the
 * default category, the names fetched in the browser for another (./widget-configurator.tsx).
 */
export function WidgetUnits({
  id,
  category,
  units,
  from,
  to,
  labels,
  onChange,
}: {
  id: string;
  category: CategoryId;
  units: readonly CardUnit[];
  from: string;
  to: string;
  labels: { from: string; to: string };
  onChange: { from: (unit: string) => void; to: (unit: string) => void };
}) {
  // Named from the listed units, so the visitor's own (lib/custom-units) carry their names.
  const names = useCardUnitNames(useMemo(() => ({ category, units }), [category, units]));
  return (
    <>
      <UnitSelect id={`${id}-from`} label={labels.from} units={units} value={from} names={names} onChange={onChange.from} />
      <UnitSelect id={`${id}-to`} label={labels.to} units={units} value={to} names={names} onChange={onChange.to} />
    </>
  );
}
