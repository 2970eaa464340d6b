import { categories } from '@/lib/units/catalogue';
import type { UnitTable } from './script-params';

/** The catalogue's unit ids per category in widget.js's compact form (see script-params.ts). */
export function widgetUnitTable(): UnitTable {
  return Object.fromEntries(categories.map((category) => [category.id, category.units.map((unit) => unit.id).join(' ')]));
}
