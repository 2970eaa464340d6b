import { CsvChunkReader } from './csv-reader';
import { detectDialect, type Dialect } from './dialect';
import { bomEncoding, detectEncoding, type TextEncodingName } from './encoding';
import { BulkError, failureAt } from './errors';
import { INSPECT_BYTES, PREVIEW_ROWS } from './limits';

/** Everything needed to read the whole file the way its first bytes were read. */
export interface FileFormat extends Dialect {
  readonly encoding: TextEncodingName;
  /** The file starts with a byte order mark. */
  readonly bom: boolean;
}

/** What a chosen file looks like: how it is written, its header row and its first data rows. */
export interface Inspection {
  readonly format: FileFormat;
  readonly headers: readonly string[];
  readonly preview: readonly (readonly string[])[];
}

/**
 * Reads the start of a file (headers and rows parsed). The first row is the
 * header. A file with no row after the header, empty ones included, is not a CSV file we can
 * convert, and neither is one with NUL characters (a spreadsheet or other binary file renamed
 * .csv). `complete`: the bytes are the whole file.
 */
export function inspectBytes(bytes: Uint8Array, complete: boolean): Inspection {
  const encoding = detectEncoding(bytes, complete);
  const text = new TextDecoder(encoding).decode(bytes, { stream: !complete });
  if (text.includes('\0')) throw new BulkError('PARSE_ERROR', 'binary content');
  const dialect = detectDialect(text, complete);
  const reader = new CsvChunkReader(dialect);
  const rows = reader.push(text);
  if (complete) rows.push(...reader.end());
  const [headers, ...data] = rows;
  if (headers === undefined || data.length === 0) throw new BulkError('PARSE_ERROR', 'no data rows');
  return {
    format: { ...dialect, encoding, bom: bomEncoding(bytes) !== null },
    headers,
    preview: data.slice(0, PREVIEW_ROWS),
  };
}

/** inspectBytes over the first bytes of a file. */
export async function inspectFile(file: Blob): Promise<Inspection> {
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await file.slice(0, INSPECT_BYTES).arrayBuffer());
  } catch (error) {
    throw failureAt('read', error);
  }
  try {
    return inspectBytes(bytes, file.size <= INSPECT_BYTES);
  } catch (error) {
    throw failureAt('parse', error);
  }
}
