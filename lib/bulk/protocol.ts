import { z } from 'zod';
import { categoryIdSchema, ratesSchema } from '@/lib/units/schemas';
import { DELIMITERS } from './dialect';
import { textEncodings } from './encoding';
import { bulkErrorCodes } from './errors';

/**
 * Messages between the page and the bulk worker, checked with zod on arrival on both sides. Every
 * job carries an id, so answers of a job the page no longer waits for are recognised and dropped.
 */

const blobSchema = z.instanceof(Blob);

export const fileFormatSchema = z.object({
  delimiter: z.enum(DELIMITERS),
  lineBreak: z.enum(['\n', '\r']),
  encoding: z.enum(textEncodings),
  bom: z.boolean(),
});

export const conversionSettingsSchema = z.object({
  category: categoryIdSchema,
  from: z.string().min(1),
  to: z.string().min(1),
  column: z.int().min(0),
  rates: ratesSchema.optional(),
  cellText: z.object({ INVALID_NUMBER: z.string(), CONVERSION_ERROR: z.string() }),
});

export const workerRequestSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('inspect'), id: z.int(), file: blobSchema }),
  z.object({
    type: z.literal('convert'),
    id: z.int(),
    file: blobSchema,
    format: fileFormatSchema,
    settings: conversionSettingsSchema,
  }),
]);
export type WorkerRequest = z.infer<typeof workerRequestSchema>;

const summarySchema = z.object({
  totalRows: z.int().min(0),
  convertedRows: z.int().min(0),
  errors: z.int().min(0),
});

/** A failure the page can name: the known file errors, or one we did not foresee. */
export const failureCodeSchema = z.enum([...bulkErrorCodes, 'UNEXPECTED']);
export type FailureCode = z.infer<typeof failureCodeSchema>;

export const workerResponseSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('inspected'),
    id: z.int(),
    inspection: z.object({
      format: fileFormatSchema,
      headers: z.array(z.string()).min(1).readonly(),
      preview: z.array(z.array(z.string()).readonly()).readonly(),
    }),
  }),
  z.object({
    type: z.literal('progress'),
    id: z.int(),
    bytesRead: z.number().min(0),
    totalBytes: z.number().min(0),
    rows: z.int().min(0),
  }),
  z.object({ type: z.literal('converted'), id: z.int(), blob: blobSchema, summary: summarySchema }),
  z.object({ type: z.literal('failed'), id: z.int(), code: failureCodeSchema }),
]);
export type WorkerResponse = z.infer<typeof workerResponseSchema>;
