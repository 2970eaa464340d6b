import type { CustomUnit } from '@/lib/custom-units/types';
import type { SelectOption } from './unit-options';

/** The visitor's own units of a category as "Name (symbol)", or the name alone when it is the symbol too. */
export function customUnitOptions(kept: readonly CustomUnit[], category: string): readonly SelectOption[] {
  return kept
    .filter((unit) => unit.category === category)
    .map((unit) => ({ value: unit.id, label: unit.symbol === unit.name ? unit.name : `${unit.name} (${unit.symbol})` }));
}
