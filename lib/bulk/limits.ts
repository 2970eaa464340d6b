/**
 * Business constants of the bulk CSV converter (SPEC section 9 "Bulk", DESIGN.md "Where we do
 * better than the spec").
 */

/**
 * The largest file we accept. The spec leaves the limit open; the converter streams the file, so
 * memory is bounded by the output (kept as a Blob, which browsers can page to disk), not by the
 * input. 200 MB stays comfortable in Firefox and Safari, which keep Blobs in memory, and converts in
 * well under a minute on a modest laptop (see README, "Bulk converter figures").
 */
export const MAX_FILE_MB = 200;
export const MAX_FILE_BYTES = MAX_FILE_MB * 1024 * 1024;

/** File name endings the upload accepts (SPEC: .csv or .txt), compared case-insensitively. */
export const ACCEPTED_EXTENSIONS = ['.csv', '.txt'] as const;

/** Rows shown under the header before converting (SPEC section 9). */
export const PREVIEW_ROWS = 5;

/** Decimals converted values are rounded to (SPEC section 9). */
export const BULK_DECIMALS = 6;

/** Suffix of the column the converter adds (SPEC section 3 "Bulk result"). */
export const CONVERTED_SUFFIX = '_converted';

/** Prefix of the downloaded file's name (SPEC section 5). */
export const OUTPUT_PREFIX = 'converted_';

/**
 * Bytes read and converted per step. Large enough that per-step costs vanish, small enough that the
 * progress bar moves often and a step's text and rows stay a few megabytes.
 */
export const CHUNK_BYTES = 1024 * 1024;

/** Bytes the preview reads: far more than a header and five rows need. */
export const INSPECT_BYTES = 256 * 1024;

/**
 * A single row may not grow beyond this many characters. A stray opening quote would otherwise turn
 * the rest of a large file into one field, re-scanned on every step (quadratic) and held in memory.
 */
export const MAX_ROW_CHARS = 4 * 1024 * 1024;
