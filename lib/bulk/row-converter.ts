import { cellConverter, type BulkSummary, type CellConverter, type ConversionSettings } from './cell-converter';
import { cellWriter, plainCellTest, RECORD_END } from './csv-writer';
import type { Delimiter } from './dialect';
import { CONVERTED_SUFFIX } from './limits';

/**
 * Turns parsed rows into the converted file's text. Every row keeps its cells and gains the
 * converted value in a new last column, {column}_converted; every cell is written safely (formula
 * guard, RFC 4180 quoting) with the file's own delimiter, records end with CRLF.
 *
 * A row shorter than the header is padded with empty cells so the converted value stays under its
 * header; cells a longer row has beyond the header follow the converted value. Nothing is dropped.
 */
export class RowConverter {
  readonly summary: BulkSummary = { totalRows: 0, convertedRows: 0, errors: 0 };
  private readonly convertCell: CellConverter;
  private readonly write: (cell: string) => string;
  private readonly isPlain: (cell: string) => boolean;

  constructor(
    private readonly settings: ConversionSettings,
    private readonly delimiter: Delimiter,
    /** The header row: its length is the width rows are padded to. */
    private readonly headers: readonly string[],
  ) {
    this.convertCell = cellConverter(settings, delimiter);
    this.write = cellWriter(delimiter);
    this.isPlain = plainCellTest(delimiter);
  }

  /** The converted file's header record. */
  header(): string {
    const { headers, delimiter, write } = this;
    const name = `${headers[this.settings.column] ?? ''}${CONVERTED_SUFFIX}`;
    return [...headers, name].map(write).join(delimiter) + RECORD_END;
  }

  /**
   * The converted records of these rows, counted into `summary`. Hot loop: a million rows. A row
   * of the header's width whose cells all stay as they are is joined natively in one allocation;
   * building it cell by cell measured slower in Chromium (docs/PERFORMANCE.md).
   */
  rows(rows: readonly (readonly string[])[]): string {
    const { delimiter, write, isPlain, convertCell, summary } = this;
    const width = this.headers.length;
    const column = this.settings.column;
    let out = '';
    for (let r = 0; r < rows.length; r++) {
      const row = rows[r]!;
      summary.totalRows++;
      const converted = write(convertCell(row[column] ?? '', summary));
      let plain = row.length === width;
      for (let i = 0; plain && i < width; i++) {
        const cell = row[i]!;
        plain = cell === '' || isPlain(cell);
      }
      out += (plain ? row.join(delimiter) + delimiter + converted : this.record(row, converted)) + RECORD_END;
    }
    return out;
  }

  /** A row written cell by cell: padded to the header's width, guarded, quoted, extras kept. */
  private record(row: readonly string[], converted: string): string {
    const { delimiter, write } = this;
    const width = this.headers.length;
    let record = '';
    for (let i = 0; i < width; i++) {
      const cell = row[i];
      if (cell !== undefined && cell !== '') record += write(cell);
      record += delimiter;
    }
    record += converted;
    for (let i = width; i < row.length; i++) record += delimiter + write(row[i]!);
    return record;
  }
}
