/**
 * Typed errors of the bulk converter. `code` is what the UI translates; `message` is the
 * English text, for logs.
 */

export const bulkErrorCodes = ['INVALID_FILE_TYPE', 'FILE_TOO_LARGE', 'PARSE_ERROR', 'REQUIRED_FIELDS'] as const;
export type BulkErrorCode = (typeof bulkErrorCodes)[number];

const BULK_ERROR_MESSAGES = {
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

/** The stages a job passes through, so an unforeseen failure can still say where it happened. */
export const BULK_STEPS = ['start', 'read', 'parse', 'convert', 'write'] as const;
export type BulkStep = (typeof BULK_STEPS)[number];

/** The longest reason passed on to the page: enough for any browser's error text, never a file's content. */
const MAX_REASON_CHARS = 300;

/** An error's own words ("NotReadableError: The file could not be read"), for the visitor and logs. */
export function reasonOf(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.length > MAX_REASON_CHARS ? `${text.slice(0, MAX_REASON_CHARS - 1)}…` : text;
}

/** A failure we did not foresee, with the step it happened in and why. */
export class StepFailure extends Error {
  override readonly name = 'StepFailure';
  constructor(
    readonly step: BulkStep,
    readonly reason: string,
  ) {
    super(`${step}: ${reason}`);
  }
}

/** What a job throws for `error` caught in `step`: an unforeseen error becomes a StepFailure of that step. */
export function failureAt(step: BulkStep, error: unknown): Error {
  if (isBulkError(error) || error instanceof StepFailure) return error;
  return new StepFailure(step, reasonOf(error));
}
