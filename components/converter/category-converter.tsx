'use client';

import { useState, type ReactNode } from 'react';
import { initialUnits, type UnitPair } from '@/lib/converter';
import type { CategoryId } from '@/lib/units/catalogue';
import { ConversionTable } from './conversion-table';
import { ConverterCard } from './converter-card';
import { FormulaPanel } from './formula-panel';

/**
 * A category's converter with its conversion table and formula panel, which follow the units
 * chosen in the card. `children` (the page's pair links) sit between the card and the table.
 * Only category and pair pages render it, so its card keeps the conversion in the page's address.
 */
export function CategoryConverter({
  category,
  from,
  to,
  startValue,
  children,
}: {
  category: CategoryId;
  from?: string;
  to?: string;
  /** A pair page's own start value (lib/converter/start-value.ts). */
  startValue?: string;
  children?: ReactNode;
}) {
  const [units, setUnits] = useState<UnitPair>(() => initialUnits(category, { route: { from, to } })!);
  return (
    <div className="flex flex-col gap-8">
      <ConverterCard category={category} from={from} to={to} onUnitsChange={setUnits} sharesAddress startValue={startValue} />
      {children}
      <ConversionTable category={category} from={units.from} to={units.to} />
      <FormulaPanel category={category} from={units.from} to={units.to} />
    </div>
  );
}
