import type { BulkSummary, ConversionSettings } from './cell-converter';
import { CsvChunkReader } from './csv-reader';
import { BOM, outputNeedsBom } from './encoding';
import { BulkError, failureAt, type BulkStep } from './errors';
import type { FileFormat } from './inspect';
import { CHUNK_BYTES, STEP_CHARS } from './limits';
import { RowConverter } from './row-converter';

export interface BulkProgress {
  readonly bytesRead: number;
  readonly totalBytes: number;
  /** Data rows converted so far. */
  readonly rows: number;
}

export interface ConvertFileOptions {
  /** As inspectFile found it. */
  readonly format: FileFormat;
  readonly settings: ConversionSettings;
  readonly chunkBytes?: number;
  /** Characters parsed and converted at a time (see STEP_CHARS). */
  readonly stepChars?: number;
  /** Called after every chunk. */
  readonly onProgress?: (progress: BulkProgress) => void;
}

/** The converted file and the bulk result counts (its `data` is the file). */
export interface BulkOutput {
  readonly blob: Blob;
  readonly summary: BulkSummary;
}

export const OUTPUT_TYPE = 'text/csv;charset=utf-8';

/**
 * Converts a whole file, streamed: bytes are read a chunk at a time and decoded by one streaming
 * decoder (so characters split between chunks survive); the text is parsed, converted and written
 * a small step at a time, and each chunk's output becomes a Blob of its own at once. Neither the
 * input nor the output is ever held whole as a string: memory stays at a chunk or two plus the
 * output Blob, which browsers may keep on disk. The next chunk is read while one is converted.
 */
export async function convertFile(file: Blob, options: ConvertFileOptions): Promise<BulkOutput> {
  const { format, settings, chunkBytes = CHUNK_BYTES, stepChars = STEP_CHARS, onProgress } = options;
  const decoder = new TextDecoder(format.encoding);
  const reader = new CsvChunkReader(format);
  const parts: BlobPart[] = outputNeedsBom(format.encoding, format.bom) ? [BOM] : [];
  // TextEncoder and a Blob of bytes: faster in Chromium than a Blob of the string (docs/PERFORMANCE.md).
  const encoder = new TextEncoder();
  let chunkOutput: Uint8Array<ArrayBuffer>[] = [];
  let converter: RowConverter | undefined;
  // Where the job is, so a failure nobody foresaw still tells the visitor which step failed.
  let stage: BulkStep = 'read';

  const take = (rows: string[][]) => {
    stage = 'convert';
    if (converter === undefined) {
      const headers = rows.shift();
      if (headers === undefined) return;
      converter = new RowConverter(settings, format.delimiter, headers);
      parts.push(converter.header());
    }
    if (rows.length > 0) chunkOutput.push(encoder.encode(converter.rows(rows)));
  };
  /** Converts a chunk's text step by step; its output becomes one Blob part. */
  const step = (text: string) => {
    for (let start = 0; start < text.length; start += stepChars) {
      stage = 'parse';
      take(reader.push(text.slice(start, start + stepChars)));
    }
    stage = 'write';
    if (chunkOutput.length > 0) parts.push(new Blob(chunkOutput));
    chunkOutput = [];
  };

  try {
    const read = (offset: number) => file.slice(offset, offset + chunkBytes).arrayBuffer();
    let next = file.size > 0 ? read(0) : undefined;
    for (let offset = 0; next !== undefined; offset += chunkBytes) {
      stage = 'read';
      const bytes = await next;
      next = offset + chunkBytes < file.size ? read(offset + chunkBytes) : undefined;
      step(decoder.decode(bytes, { stream: true }));
      onProgress?.({
        bytesRead: Math.min(offset + chunkBytes, file.size),
        totalBytes: file.size,
        rows: converter?.summary.totalRows ?? 0,
      });
    }
    stage = 'read';
    step(decoder.decode());
    stage = 'parse';
    take(reader.end());
    stage = 'write';
    if (chunkOutput.length > 0) parts.push(new Blob(chunkOutput));

    if (converter === undefined || converter.summary.totalRows === 0) throw new BulkError('PARSE_ERROR', 'no data rows');
    return { blob: new Blob(parts, { type: OUTPUT_TYPE }), summary: { ...converter.summary } };
  } catch (error) {
    throw failureAt(stage, error);
  }
}
