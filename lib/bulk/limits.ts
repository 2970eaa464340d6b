/**
 * Business constants of the bulk CSV converter: sizes, rounding and the names of its output.
 */

/**
 * The largest file we accept. The converter streams the file, so
 * memory is bounded by the output (kept as a Blob, which browsers can page to disk), not by the
 * input. The limit stays comfortable in Firefox and Safari, which keep Blobs in memory, and converts
 * in well under a minute on a modest laptop.
 */
export const MAX_FILE_MB = 200;
export const MAX_FILE_BYTES = MAX_FILE_MB * 1024 * 1024;

/** File name endings the upload accepts (.csv or .txt), compared case-insensitively. */
export const ACCEPTED_EXTENSIONS = ['.csv', '.txt'] as const;

/** Rows shown under the header before converting. */
export const PREVIEW_ROWS = 5;

/** Decimals converted values are rounded to. */
export const BULK_DECIMALS = 6;

/** Suffix of the column the converter adds. */
export const CONVERTED_SUFFIX = '_converted';

/** Prefix of the downloaded file's name. */
export const OUTPUT_PREFIX = 'converted_';

/**
 * Bytes read from the file at a time, and characters parsed, converted and written at a time.
 * Reads are large because each is a round trip to the browser's file store. Steps are small
 * because a step's rows and output strings are garbage a moment later, and while they fit in the
 * engine's young generation they are collected almost for free. Both were measured on the bench
 * file (docs/PERFORMANCE.md).
 */
export const CHUNK_BYTES = 1024 * 1024;
export const STEP_CHARS = 64 * 1024;

/** Bytes the preview reads: far more than a header and five rows need. */
export const INSPECT_BYTES = 256 * 1024;

/**
 * A single row may not grow beyond this many characters. A stray opening quote would otherwise turn
 * the rest of a large file into one field, re-scanned on every step (quadratic) and held in memory.
 */
export const MAX_ROW_CHARS = 4 * 1024 * 1024;
