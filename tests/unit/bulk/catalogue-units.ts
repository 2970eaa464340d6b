import type { CategoryUnits } from '@/lib/bulk/session';
import { categories } from '@/lib/units';

/** Every category's unit ids, as the page's pickers offer them. */
export const catalogueUnits: CategoryUnits = Object.fromEntries(
  categories.map((category) => [category.id, category.units.map((unit) => unit.id)]),
);
