import type { CategoryId, UnitId } from '@/lib/units/catalogue';

/** A one-click preset that sets both units of the converter. */
export type QuickConversion = { [C in CategoryId]: { readonly from: UnitId<C>; readonly to: UnitId<C> } }[CategoryId];

type QuickTable = { readonly [C in CategoryId]?: readonly { readonly from: UnitId<C>; readonly to: UnitId<C> }[] };

/**
 * Quick-conversion buttons per category, the conversions people ask for most: length cm→in
 * and ft→m, weight kg→lb, temperature C→F, volume L→gal (the US gallon, as the site's pair pages).
 */
export const QUICK_CONVERSIONS = {
  length: [
    { from: 'cm', to: 'in' },
    { from: 'ft', to: 'm' },
  ],
  weight: [{ from: 'kg', to: 'lb' }],
  temperature: [{ from: 'c', to: 'f' }],
  volume: [{ from: 'l', to: 'gal_us' }],
} as const satisfies QuickTable;

/** The quick conversions of a category; none for the others and for unknown categories. */
export function quickConversionsOf(category: string): readonly QuickConversion[] {
  const table: QuickTable = QUICK_CONVERSIONS;
  return (Object.hasOwn(table, category) ? table[category as CategoryId] : undefined) ?? [];
}
