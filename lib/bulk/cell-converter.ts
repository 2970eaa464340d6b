import {
  getConverter,
  InvalidNumberError,
  isUnitsError,
  ResultOutOfRangeError,
  type CategoryId,
  type NumberConverter,
  type Rates,
  type TextConverter,
} from '@/lib/units';
import { letterSize, notationOf, readLetterSize } from '@/lib/units/size-notation';
import { resolveUnit } from '@/lib/custom-units/resolve';
import type { CustomUnit } from '@/lib/custom-units/types';
import { decimalMarkOf, formatCellNumber, readCellNumber } from './cell-number';
import { checkedDefinitions } from './defined-units';
import type { Delimiter } from './dialect';
import type { CellErrorCode } from './errors';

/** What to convert, as the user chose it. */
export interface ConversionSettings {
  readonly category: CategoryId;
  readonly from: string;
  readonly to: string;
  /** Index of the column whose values are converted (headers may repeat or be empty). */
  readonly column: number;
  /** Currency only: units per US dollar; a missing rate counts as 1, as everywhere on the site. */
  readonly rates?: Rates;
  /** Units of the visitor's own that `from` and `to` may name (lib/custom-units), checked again here. */
  readonly defined?: readonly CustomUnit[];
  /** What a cell that cannot be converted says, in the user's language. */
  readonly cellText: Readonly<Record<CellErrorCode, string>>;
}

/** The counts of a bulk result: rows in all, rows converted, cells in error. */
export interface BulkSummary {
  totalRows: number;
  convertedRows: number;
  errors: number;
}

/** Converts one cell to the text of its converted cell and counts the outcome. */
export type CellConverter = (cell: string, summary: BulkSummary) => string;

/**
 * The cell rules: an empty cell (or only spaces) gives an empty converted cell and
 * counts as neither; a cell that is not a number gives "Invalid number"; a conversion the engine
 * refuses (fuel economy of 0, a result too large for a double) gives "Conversion error"; both count
 * as errors. The engine resolves the pair once (getConverter), so each cell is one function call;
 * a custom unit is its amount of a catalogue unit, so it costs a multiplication or a division more.
 * Unknown units throw here, before any row is read.
 */
export function cellConverter(settings: ConversionSettings, delimiter: Delimiter): CellConverter {
  const { category, from, to, rates, cellText } = settings;
  const invalid = cellText.INVALID_NUMBER;
  const failed = cellText.CONVERSION_ERROR;
  if (category === 'numeric') return textCells(getConverter('numeric', from, to), invalid, failed);
  const defined = checkedDefinitions(category, settings.defined);
  const source = resolveUnit(from, defined);
  const target = resolveUnit(to, defined);
  const convert = throughScales(getConverter(category, source.unit, target.unit, { rates }), source.scale, target.scale);
  const mark = decimalMarkOf(delimiter);
  // British ring sizes are letters in a file as on a jeweller's chart ("N½").
  const readsLetters = notationOf(category, source.unit) === 'letters';
  const writesLetters = notationOf(category, target.unit) === 'letters';
  return (cell, summary) => {
    if (cell === '') return '';
    const value = readCellNumber(cell, mark) ?? (readsLetters ? readLetterSize(cell) : undefined);
    if (value === undefined) {
      if (cell.trim() === '') return '';
      summary.errors++;
      return invalid;
    }
    let result: number;
    try {
      result = convert(value);
    } catch (error) {
      if (!isUnitsError(error)) throw error;
      summary.errors++;
      return failed;
    }
    summary.convertedRows++;
    return (writesLetters ? letterSize(result) : undefined) ?? formatCellNumber(result, mark);
  };
}

/** The catalogue pair's converter between units that are `sourceScale` and `targetScale` of its units. */
function throughScales(convert: NumberConverter, sourceScale: number, targetScale: number): NumberConverter {
  if (sourceScale === 1 && targetScale === 1) return convert;
  return (value) => {
    const result = convert(value * sourceScale) / targetScale;
    if (!Number.isFinite(result)) throw new ResultOutOfRangeError(result);
    return result;
  };
}

/** Number bases: digits in, digits out; a digit the base lacks makes the cell an invalid number. */
function textCells(convert: TextConverter, invalid: string, failed: string): CellConverter {
  return (cell, summary) => {
    const text = cell.trim();
    if (text === '') return '';
    try {
      const result = convert(text);
      summary.convertedRows++;
      return result;
    } catch (error) {
      if (!isUnitsError(error)) throw error;
      summary.errors++;
      return error instanceof InvalidNumberError ? invalid : failed;
    }
  };
}
