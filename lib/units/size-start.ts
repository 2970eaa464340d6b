import { getCategory } from './catalogue';
import { sizeText } from './size-notation';
import type { TableCategoryDef } from './types';

function columnOf(category: string, unit: string): { chart: TableCategoryDef; column: number } | undefined {
  const chart = getCategory(category);
  if (chart?.kind !== 'table') return undefined;
  const column = chart.units.findIndex((candidate) => candidate.id === unit);
  return column === -1 ? undefined : { chart, column };
}

/** A size chart unit's size in the chart's middle row (an everyday size); undefined for any other unit. */
export function chartMiddle(category: string, unit: string): number | undefined {
  const found = columnOf(category, unit);
  if (found === undefined) return undefined;
  return found.chart.rows[Math.floor(found.chart.rows.length / 2)]![found.column]!;
}

/**
 * The size a converter starts with in a size chart's unit, where "1" would be no size at all: the
 * middle row, written as the value reader reads it in every locale (dot decimals, letters).
 * Undefined for any other unit.
 */
export function chartStartValue(category: string, unit: string): string | undefined {
  const found = columnOf(category, unit);
  const middle = chartMiddle(category, unit);
  if (found === undefined || middle === undefined) return undefined;
  return sizeText(middle, found.chart.units[found.column]!.notation, 'en').plain;
}
