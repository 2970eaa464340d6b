'use client';

import type { CategoryId } from '@/lib/units';
import { getCategory } from '@/lib/units';
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
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        className="h-11 w-full min-w-0 rounded-md border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-sm"
      >
        {getCategory(category).units.map((unit) => (
          <option key={unit.id} value={unit.id}>
            {names.label(unit.id)}
          </option>
        ))}
      </select>
    </div>
  );
}
