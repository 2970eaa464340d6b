import type { Locale } from '@/i18n/locales';
import { presentResult } from '@/lib/format/answer';
import { formatTableValue } from '@/lib/format/number';
import type { Denominator } from '@/lib/format/ruler-fraction';
import { compoundPartsOf } from '@/lib/units/compound';
import { notationOf, sizeText } from '@/lib/units/size-notation';
import type { TableRow } from './table';

/**
 * Lengths read off a tape measure in fractions: a table whose answers are in one of them adds a
 * fraction column. Not when they are the values looked up (inches to cm): those rows are already
 * round, and the column would repeat them.
 */
const RULER_UNITS: ReadonlySet<string> = new Set(['in', 'ft']);
/** The finest mark of an ordinary tape measure. */
const TABLE_FRACTION_DENOMINATOR: Denominator = 16;

/** The extra column of a length table: the answers in inches or feet again, as the nearest 1/16. */
export interface FractionColumn {
  readonly side: 'to';
  readonly unit: string;
  readonly denominator: Denominator;
}

export function fractionColumn(category: string, from: string, to: string): FractionColumn | undefined {
  if (category !== 'length') return undefined;
  if (!RULER_UNITS.has(to)) return undefined;
  return { side: 'to', unit: to, denominator: TABLE_FRACTION_DENOMINATOR };
}

/** A value as a table shows it: a compound unit in its parts ("5 ft 6.93 in"), any other to 4 decimals. */
function tableCellText(category: string, unit: string, value: number, locale: Locale): string {
  const notation = notationOf(category, unit);
  if (notation !== undefined) return sizeText(value, notation, locale).text;
  // Only a compound unit needs presentResult; its parts are absent for values too large to split.
  const shown = compoundPartsOf(category, unit) === undefined ? undefined : presentResult({ value, exact: null, category, unit, locale });
  return shown?.parts === undefined ? formatTableValue(value, locale) : shown.text;
}

/** The nearest fraction of the column's denominator, "≈ 11 13/16", without "≈" when it is the value itself. */
export function fractionCellText(value: number, column: FractionColumn, category: string, locale: Locale): string {
  const shown = presentResult({
    value,
    exact: null,
    category,
    unit: column.unit,
    format: { kind: 'fraction', denominator: column.denominator },
    locale,
  });
  return shown.approximate ? `≈ ${shown.text}` : shown.text;
}

export interface TableCellsRequest {
  readonly category: string;
  readonly from: string;
  readonly to: string;
  readonly locale: Locale;
}

/** The cells of one table row, left to right: the value, its conversion, and the fraction column if any. */
export function tableRowCells(row: TableRow, { category, from, to, locale }: TableCellsRequest): readonly string[] {
  if (row.kind === 'digits') return [row.from, row.to];
  const cells = [tableCellText(category, from, row.from, locale), tableCellText(category, to, row.to, locale)];
  const column = fractionColumn(category, from, to);
  if (column !== undefined) cells.push(fractionCellText(row[column.side], column, category, locale));
  return cells;
}
