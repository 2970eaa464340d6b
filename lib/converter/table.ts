import { getCategory, type NumberCategoryId } from '@/lib/units/catalogue';
import { convert } from '@/lib/units/convert';
import type { Rates } from '@/lib/units/currency';
import { isUnitsError } from '@/lib/units/errors';
import { presetTableValues } from './table-presets';
import { hasUnits } from './units';

/**
 * Values a conversion table always offers when it knows fewer than MIN_KNOWN_ROWS rows of its own.
 */
export const STANDARD_TABLE_VALUES = [1, 2, 5, 10, 25, 50, 75, 100, 250, 500] as const;
export const MIN_KNOWN_ROWS = 10;
export const MAX_TABLE_ROWS = 20;

/** One row: a value in the `from` unit and what it is in the `to` unit (digit strings for number bases). */
export type TableRow =
  | { readonly kind: 'number'; readonly from: number; readonly to: number }
  | { readonly kind: 'digits'; readonly from: string; readonly to: string };

export interface TableRequest {
  readonly category: string;
  readonly from: string;
  readonly to: string;
  /** Values the page knows people convert (a pair's common conversions), in the `from` unit. */
  readonly known?: readonly number[];
  readonly rates?: Rates;
}

/**
 * The values a table lists: the known ones, topped up with the standard values when there are fewer
 * than ten, without repeats, sorted ascending, at most twenty. Values that are not finite are dropped.
 */
export function tableValues(known: readonly number[] = []): readonly number[] {
  const values = new Set(known.filter((value) => Number.isFinite(value)));
  if (values.size < MIN_KNOWN_ROWS) for (const value of STANDARD_TABLE_VALUES) values.add(value);
  return [...values].sort((a, b) => a - b).slice(0, MAX_TABLE_ROWS);
}

/**
 * The rows of a conversion table between two units, computed by the engine so the table always
 * agrees with the converter. Without known values, a pair with a compound unit lists its own rows
 * (heights, body weights: ./table-presets), others the standard ones. Number bases show each value
 * in both bases; values a category cannot convert (zero or less in fuel) are left out. Empty for an
 * unknown category or unit.
 */
export function conversionTableRows({ category, from, to, known, rates }: TableRequest): readonly TableRow[] {
  const found = getCategory(category);
  if (found === undefined || !hasUnits(found.id, from, to)) return [];
  if (found.kind === 'table') {
    // A size chart's table is the chart itself, every row.
    const [source, target] = [from, to].map((unit) => found.units.findIndex((candidate) => candidate.id === unit));
    return found.rows.map((row) => ({ kind: 'number', from: row[source!]!, to: row[target!]! }));
  }
  const values = tableValues(known ?? presetTableValues(found.id, from, to));
  if (found.id === 'numeric') {
    return values
      .filter((value) => Number.isInteger(value))
      .map((value) => ({
        kind: 'digits',
        from: convert('numeric', 'dec', from, String(value)),
        to: convert('numeric', 'dec', to, String(value)),
      }));
  }
  const id: NumberCategoryId = found.id;
  return values.flatMap((value): TableRow[] => {
    try {
      return [{ kind: 'number', from: value, to: convert(id, from, to, value, { rates }) }];
    } catch (error) {
      // Zero or less in fuel, or a known value whose result does not fit: no row rather than a wrong one.
      if (isUnitsError(error)) return [];
      throw error;
    }
  });
}

/** The rows split into two columns, the first one the longer when the count is odd. */
export function splitColumns<T>(rows: readonly T[]): readonly [readonly T[], readonly T[]] {
  const half = Math.ceil(rows.length / 2);
  return [rows.slice(0, half), rows.slice(half)];
}
