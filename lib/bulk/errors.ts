/**
 * Typed errors of the bulk converter. `code` is what the UI translates; `message` is the
 * English text, for logs.
 */

export const bulkErrorCodes = ['INVALID_FILE_TYPE', 'FILE_TOO_LARGE', 'PARSE_ERROR', 'REQUIRED_FIELDS'] as const;
export type BulkErrorCode = (typeof bulkErrorCodes)[number];

export const BULK_ERROR_MESSAGES = {
  INVALID_FILE_TYPE: 'Invalid file type',
  FILE_TOO_LARGE: 'File is too large',
  PARSE_ERROR: "Error parsing file. Please ensure it's a valid CSV format.",
  REQUIRED_FIELDS: 'Please fill in all required fields',
} as const satisfies Record<BulkErrorCode, string>;

/** What a converted cell says instead of a number; the UI supplies translations. */
export type CellErrorCode = 'INVALID_NUMBER' | 'CONVERSION_ERROR';

export const CELL_ERROR_TEXT = {
  INVALID_NUMBER: 'Invalid number',
  CONVERSION_ERROR: 'Conversion error',
} as const satisfies Record<CellErrorCode, string>;

export class BulkError extends Error {
  override readonly name = 'BulkError';
  constructor(
    readonly code: BulkErrorCode,
    /** Why, for logs: the user only ever sees the translated code. */
    readonly detail?: string,
  ) {
    super(detail === undefined ? BULK_ERROR_MESSAGES[code] : `${BULK_ERROR_MESSAGES[code]} (${detail})`);
  }
}

export function isBulkError(error: unknown): error is BulkError {
  return error instanceof BulkError;
}
