'use client';

import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/select';
import type { UnitNames } from './unit-names';

/** A labelled native select of a category's units (native: best on phones and for screen readers). */
export function UnitSelect({
  id,
  label,
  units,
  value,
  names,
  disabled,
  describedBy,
  onChange,
}: {
  id: string;
  label: string;
  /** The category's unit ids, in order. */
  units: readonly string[];
  value: string;
  names: UnitNames;
  disabled?: boolean;
  /** Why it is disabled, while it is. */
  describedBy?: string;
  onChange: (unit: string) => void;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} value={value} disabled={disabled} aria-describedby={describedBy} onChange={(event) => onChange(event.target.value)}>
        {units.map((unit) => (
          <option key={unit} value={unit}>
            {names.label(unit)}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
