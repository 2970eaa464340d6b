import { categories } from '@/lib/units/catalogue';
import { ANY_CURRENCY_CODE, type UnitTable } from './script-params';

/**
 * The catalogue's unit ids per category in widget.js's compact form (see script-params.ts).
 * Currencies are checked for their shape only: their 150-odd codes would outweigh the script, and
 * the embed page checks every id against the catalogue anyway.
 */
export function widgetUnitTable(): UnitTable {
  return Object.fromEntries(
    categories.map((category) => [
      category.id,
      category.kind === 'currency' ? ANY_CURRENCY_CODE : category.units.map((unit) => unit.id).join(' '),
    ]),
  );
}
