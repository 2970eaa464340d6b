import Papa from 'papaparse';
import type { Dialect } from './dialect';
import { BulkError } from './errors';
import { MAX_ROW_CHARS } from './limits';

interface PapaResult {
  readonly data: string[][];
  readonly errors: readonly { readonly code: string }[];
  readonly meta: { readonly cursor: number };
}

/**
 * Reads CSV text that arrives in pieces and returns the rows each piece completes, so a file is
 * never held whole. The cells are split by Papa Parse's own parser (RFC 4180: quoted cells,
 * delimiters and line breaks inside quotes, doubled quotes); what is ours is the hand-over between
 * pieces: the unfinished last row is carried to the next piece, exactly as Papa's streamers do.
 *
 * We feed text rather than let Papa read the File: its FileStreamer decodes each slice on its own,
 * so a character whose UTF-8 bytes straddle two slices turns into two U+FFFD (PapaParse issues #751
 * and #1132, unfixed in 5.7). The caller decodes with one streaming TextDecoder instead.
 *
 * Empty lines are skipped. With "\n" line breaks, the "\r" of CRLF left at the end of a row is
 * dropped (Papa itself already drops it after a quoted last cell).
 */
export class CsvChunkReader {
  private readonly parser: Papa.Parser;
  private readonly stripCarriageReturn: boolean;
  private carry = '';

  constructor(dialect: Dialect) {
    this.parser = new Papa.Parser({ delimiter: dialect.delimiter, newline: dialect.lineBreak, quoteChar: '"' });
    this.stripCarriageReturn = dialect.lineBreak === '\n';
  }

  /** The rows that `text` completes; a row still open at its end waits for the next call. */
  push(text: string): string[][] {
    const input = this.carry + text;
    const result = this.parser.parse(input, 0, true) as PapaResult;
    this.carry = input.slice(result.meta.cursor);
    if (this.carry.length > MAX_ROW_CHARS) throw new BulkError('PARSE_ERROR', 'a row is longer than the limit');
    return this.tidy(result.data);
  }

  /** The last rows, at the end of the input. A quote still open there is not a CSV file. */
  end(): string[][] {
    const input = this.carry;
    this.carry = '';
    if (input === '') return [];
    const result = this.parser.parse(input, 0, false) as PapaResult;
    if (result.errors.some((error) => error.code === 'MissingQuotes')) {
      throw new BulkError('PARSE_ERROR', 'a quoted cell is never closed');
    }
    return this.tidy(result.data);
  }

  /** Drops empty lines and CRLF's "\r" in place: the rows are ours and this runs per row. */
  private tidy(rows: string[][]): string[][] {
    let kept = 0;
    for (let i = 0; i < rows.length; i++) {
      const row = rows[i]!;
      const last = row.length - 1;
      if (this.stripCarriageReturn) {
        const cell = row[last]!;
        if (cell.charCodeAt(cell.length - 1) === 13) row[last] = cell.slice(0, -1);
      }
      if (last === 0 && row[0] === '') continue;
      rows[kept++] = row;
    }
    rows.length = kept;
    return rows;
  }
}
