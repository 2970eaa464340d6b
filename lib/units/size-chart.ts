import { InvalidNumberError, SizeRangeError } from './errors';
import type { NumberConverter } from './finite';
import { buildTable, type ConverterTable } from './table';
import type { TableCategoryDef } from './types';

/** Where a value falls in its system's column of a size chart. */
export interface SizeMatch {
  /** Index of the row nearest the value (the larger one when it lies halfway). */
  readonly nearest: number;
  /** The two rows around a value that is no row's own; absent when it is one. */
  readonly between?: readonly [lower: number, upper: number];
}

/** Sizes read from text are doubles of the chart's own decimals: a tiny tolerance says "the same". */
const SAME = 1e-9;

function columnOf(chart: TableCategoryDef, unit: string): number {
  return chart.units.findIndex((candidate) => candidate.id === unit);
}

/**
 * The row of a chart nearest a size in one of its systems. A value beyond the first or last row
 * has no nearest size worth giving (a child's shoe is not an adult's smallest): an error.
 */
function matchRow(chart: TableCategoryDef, column: number, value: number): SizeMatch {
  if (typeof value !== 'number' || value - value !== 0) throw new InvalidNumberError();
  const rows = chart.rows;
  const first = rows[0]![column]!;
  const last = rows[rows.length - 1]![column]!;
  if (value < first - SAME || value > last + SAME) throw new SizeRangeError(value, first, last);
  let upper = 0;
  while (upper < rows.length - 1 && rows[upper]![column]! < value - SAME) upper += 1;
  const at = rows[upper]![column]!;
  if (Math.abs(at - value) <= SAME || upper === 0) return { nearest: upper };
  const lower = upper - 1;
  const below = value - rows[lower]![column]!;
  const above = at - value;
  return { nearest: below < above ? lower : upper, between: [lower, upper] };
}

/** A size in `from` to the nearest row's size in `to`. */
function sizeConverter(chart: TableCategoryDef, from: string, to: string): NumberConverter {
  const source = columnOf(chart, from);
  const target = columnOf(chart, to);
  return (value) => chart.rows[matchRow(chart, source, value).nearest]![target]!;
}

export function sizeTable(chart: TableCategoryDef): ConverterTable<NumberConverter> {
  return buildTable(chart.units, (from, to) => sizeConverter(chart, from.id, to.id));
}

/** Where a size in `unit` falls in the chart, or undefined for a unit the chart does not have. */
export function sizeMatch(chart: TableCategoryDef, unit: string, value: number): SizeMatch | undefined {
  const column = columnOf(chart, unit);
  return column === -1 ? undefined : matchRow(chart, column, value);
}
