import * as z from 'zod/mini';
import { CUSTOM_UNIT_LIMITS } from '@/lib/custom-units/limits';
import { isCategoryId, type CategoryId } from '@/lib/units/catalogue';
import { DELIMITERS } from './dialect';
import { textEncodings } from './encoding';
import { BULK_STEPS, bulkErrorCodes } from './errors';

/**
 * Messages between the page and the bulk worker, checked on arrival on both sides (zod/mini: this
 * module is in the page's bundle). Every job carries an id, so answers of a job the page no longer
 * waits for are recognised and dropped.
 */

/** What readWorkerRequest and readWorkerResponse give for a message that is not one. */
export const INVALID: unique symbol = Symbol('invalid');

const blob = z.instanceof(Blob);
const count = z.int().check(z.gte(0));
const id = z.int();
const nonNegative = z.number().check(z.gte(0));

const fileFormatSchema = z.object({
  delimiter: z.enum(DELIMITERS),
  lineBreak: z.enum(['\n', '\r']),
  encoding: z.enum(textEncodings),
  bom: z.boolean(),
});

/** Units per US dollar by currency code; the engine treats a missing rate as 1. */
const rates = z.record(z.string().check(z.minLength(1)), z.number().check(z.gt(0)));
const unitId = z.string().check(z.minLength(1));

// A field of a custom unit: as long as the longest a checked unit has (its name, or a symbol that is the name).
const customField = (length: number) => z.string().check(z.minLength(1), z.maxLength(length));
/**
 * The visitor's own units the job names, bounded in shape, length and number here; the worker
 * checks each again through customUnitOf (lib/bulk/defined-units.ts) before it converts with one.
 */
const customUnitSchema = z.object({
  id: customField(CUSTOM_UNIT_LIMITS.nameLength),
  category: z.custom<CategoryId>(isCategoryId),
  name: customField(CUSTOM_UNIT_LIMITS.nameLength),
  symbol: customField(CUSTOM_UNIT_LIMITS.nameLength),
  amount: customField(CUSTOM_UNIT_LIMITS.amountLength),
  unit: customField(CUSTOM_UNIT_LIMITS.nameLength),
});

const conversionSettingsSchema = z.object({
  category: z.custom<CategoryId>(isCategoryId),
  from: unitId,
  to: unitId,
  column: count,
  rates: z.optional(rates),
  defined: z.optional(z.readonly(z.array(customUnitSchema).check(z.maxLength(CUSTOM_UNIT_LIMITS.stored)))),
  cellText: z.object({ INVALID_NUMBER: z.string(), CONVERSION_ERROR: z.string() }),
});

const workerRequestSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('inspect'), id, file: blob }),
  z.object({ type: z.literal('convert'), id, file: blob, format: fileFormatSchema, settings: conversionSettingsSchema }),
]);
export type WorkerRequest = z.infer<typeof workerRequestSchema>;

/** A failure the page can name: the known file errors, or one we did not foresee. */
const failureCodeSchema = z.enum([...bulkErrorCodes, 'UNEXPECTED']);
export type FailureCode = z.infer<typeof failureCodeSchema>;

const workerResponseSchema = z.discriminatedUnion('type', [
  // The worker's script ran: errors from now on are a job's, not the start's.
  z.object({ type: z.literal('ready'), id }),
  z.object({
    type: z.literal('inspected'),
    id,
    inspection: z.object({
      format: fileFormatSchema,
      headers: z.readonly(z.array(z.string()).check(z.minLength(1))),
      preview: z.readonly(z.array(z.readonly(z.array(z.string())))),
    }),
  }),
  z.object({ type: z.literal('progress'), id, bytesRead: nonNegative, totalBytes: nonNegative, rows: count }),
  z.object({
    type: z.literal('converted'),
    id,
    blob,
    summary: z.object({ totalRows: count, convertedRows: count, errors: count }),
  }),
  // An unforeseen failure (UNEXPECTED) names its step and reason, which the page shows.
  z.object({
    type: z.literal('failed'),
    id,
    code: failureCodeSchema,
    step: z.optional(z.enum(BULK_STEPS)),
    reason: z.optional(z.string()),
  }),
]);
export type WorkerResponse = z.infer<typeof workerResponseSchema>;

const reader =
  <T>(schema: z.ZodMiniType<T>) =>
  (message: unknown): T | typeof INVALID => {
    const read = schema.safeParse(message);
    return read.success ? read.data : INVALID;
  };

/** The request a message is, or INVALID. */
export const readWorkerRequest = reader(workerRequestSchema);
/** The response a message is, or INVALID. */
export const readWorkerResponse = reader(workerResponseSchema);
