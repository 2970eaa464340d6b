import { isCategoryId } from '@/lib/units/catalogue';
import * as v from '@/lib/validate/readers';
import { DELIMITERS } from './dialect';
import { textEncodings } from './encoding';
import { BULK_STEPS, bulkErrorCodes } from './errors';

/**
 * Messages between the page and the bulk worker, checked on arrival on both sides (with the
 * readers of lib/validate: this module is in the page's bundle). Every job carries an id, so
 * answers of a job the page no longer waits for are recognised and dropped.
 */

const blob = v.instanceOf(Blob);
const count = v.number({ min: 0, int: true });
const id = v.number({ int: true });

export const readFileFormat = v.object({
  delimiter: v.oneOf(DELIMITERS),
  lineBreak: v.oneOf(['\n', '\r']),
  encoding: v.oneOf(textEncodings),
  bom: v.boolean,
});

/** Units per US dollar by currency code; the engine treats a missing rate as 1. */
const rates = v.record(v.string({ min: 1 }), v.number({ above: 0 }));

export const readConversionSettings = v.object({
  category: v.guard(isCategoryId),
  from: v.string({ min: 1 }),
  to: v.string({ min: 1 }),
  column: count,
  rates: v.optional(rates),
  cellText: v.object({ INVALID_NUMBER: v.string(), CONVERSION_ERROR: v.string() }),
});

export const readWorkerRequest = v.union(
  v.object({ type: v.oneOf(['inspect']), id, file: blob }),
  v.object({ type: v.oneOf(['convert']), id, file: blob, format: readFileFormat, settings: readConversionSettings }),
);
export type WorkerRequest = v.Read<typeof readWorkerRequest>;

/** A failure the page can name: the known file errors, or one we did not foresee. */
export const readFailureCode = v.oneOf([...bulkErrorCodes, 'UNEXPECTED']);
export type FailureCode = v.Read<typeof readFailureCode>;

export const readWorkerResponse = v.union(
  // The worker's script ran: errors from now on are a job's, not the start's.
  v.object({ type: v.oneOf(['ready']), id }),
  v.object({
    type: v.oneOf(['inspected']),
    id,
    inspection: v.object({
      format: readFileFormat,
      headers: v.array(v.string(), { min: 1 }),
      preview: v.array(v.array(v.string())),
    }),
  }),
  v.object({
    type: v.oneOf(['progress']),
    id,
    bytesRead: v.number({ min: 0 }),
    totalBytes: v.number({ min: 0 }),
    rows: count,
  }),
  v.object({
    type: v.oneOf(['converted']),
    id,
    blob,
    summary: v.object({ totalRows: count, convertedRows: count, errors: count }),
  }),
  // An unforeseen failure (UNEXPECTED) names its step and reason, which the page shows.
  v.object({
    type: v.oneOf(['failed']),
    id,
    code: readFailureCode,
    step: v.optional(v.oneOf(BULK_STEPS)),
    reason: v.optional(v.string()),
  }),
);
export type WorkerResponse = v.Read<typeof readWorkerResponse>;
