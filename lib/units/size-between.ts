import { sizeMatch } from './size-chart';
import { sizeText } from './size-notation';
import type { TableCategoryDef } from './types';

/** The two chart sizes a value lies between, in its own system. */
export interface SizeBetween {
  readonly lower: number;
  readonly upper: number;
  /** The same as the API and files write them: dot decimals, or ring letters. */
  readonly lowerPlain: string;
  readonly upperPlain: string;
}

/** Undefined when the value is a row of the chart (or a unit the chart lacks). */
export function sizeBetween(chart: TableCategoryDef, unit: string, value: number): SizeBetween | undefined {
  const match = sizeMatch(chart, unit, value);
  if (match?.between === undefined) return undefined;
  const column = chart.units.findIndex((candidate) => candidate.id === unit);
  const notation = chart.units[column]!.notation;
  const [lower, upper] = match.between.map((row) => chart.rows[row]![column]!) as [number, number];
  return { lower, upper, lowerPlain: sizeText(lower, notation, 'en').plain, upperPlain: sizeText(upper, notation, 'en').plain };
}
