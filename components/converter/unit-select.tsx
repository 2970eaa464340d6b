'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/select';
import { useTypedBeforeHydration } from '@/components/ui/use-typed-before-hydration';
import type { CardUnit } from '@/lib/converter/card-units';
import { groupUnits } from '@/lib/converter/unit-groups';
import type { UnitNames } from './unit-names';

/**
 * A labelled native select of a category's units (native: best on phones and for screen readers),
 * grouped metric, US and imperial, other when the category has more than one of them; rendered on
 * the server with every option, so a unit can be chosen before the page is live.
 */
export function UnitSelect({
  id,
  label,
  units,
  value,
  names,
  onChange,
}: {
  id: string;
  label: string;
  /** The category's units, in order (lib/converter/card-units.ts). */
  units: readonly CardUnit[];
  value: string;
  names: UnitNames;
  onChange: (unit: string) => void;
}) {
  const t = useTranslations('Converter');
  const groups = useMemo(() => groupUnits(units), [units]);
  // A unit chosen before the page was live is the card's once it is.
  useTypedBeforeHydration(id, onChange);
  const options = (ids: readonly string[]) =>
    ids.map((unit) => (
      // A currency's name comes from the Intl data of the server, then of the browser, which may
      // lack newer currencies (SLE): hydration keeps the server's name rather than failing and
      // redrawing the card (which would lose what was typed before the scripts ran).
      <option key={unit} value={unit} suppressHydrationWarning>
        {names.label(unit)}
      </option>
    ));
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {groups.map(({ group, ids }) =>
          group === null ? (
            options(ids)
          ) : (
            <optgroup key={group} label={t(`unitGroups.${group}`)}>
              {options(ids)}
            </optgroup>
          ),
        )}
      </NativeSelect>
    </div>
  );
}
