'use client';

import type { CategoryId } from '@/lib/units/catalogue';
import { getCategory } from '@/lib/units/catalogue';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/select';
import type { UnitNames } from './use-unit-names';

/** A labelled native select of a category's units (native: best on phones and for screen readers). */
export function UnitSelect({
  id,
  label,
  category,
  value,
  names,
  disabled,
  onChange,
}: {
  id: string;
  label: string;
  category: CategoryId;
  value: string;
  names: UnitNames;
  disabled?: boolean;
  onChange: (unit: string) => void;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} value={value} disabled={disabled} onChange={(event) => onChange(event.target.value)}>
        {getCategory(category).units.map((unit) => (
          <option key={unit.id} value={unit.id}>
            {names.label(unit.id)}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
