/**
 * The browser's reading of GET /api/currency-rates (SPEC 7): `rates` (a map of code to rate), or
 * the whole body when `rates` is absent, and `lastUpdated` in seconds. Read leniently, since the
 * body crosses the network: unusable entries are dropped, and the converter counts a missing rate
 * as 1 (SPEC 8).
 */
import { z } from 'zod';
import { rateSchema } from '@/lib/currency/feed';

export interface ClientRates {
  /** Units per US dollar by currency code ("EUR"), as lib/units `convert` takes them. */
  readonly rates: Readonly<Record<string, number>>;
  /** Seconds since the epoch; undefined when the answer does not say. */
  readonly lastUpdated: number | undefined;
}

export const INVALID_RATES_RESPONSE_MESSAGE = 'The currency rates answer is not a JSON object';

export class InvalidRatesResponseError extends Error {
  readonly code = 'INVALID_RATES_RESPONSE';
  constructor() {
    super(INVALID_RATES_RESPONSE_MESSAGE);
    this.name = 'InvalidRatesResponseError';
  }
}

const objectSchema = z.record(z.string(), z.unknown());
const codeSchema = z.string().regex(/^[A-Za-z]{3}$/);
const lastUpdatedSchema = z.number().int().positive();

export function readRatesResponse(json: unknown): ClientRates {
  const body = objectSchema.safeParse(json);
  if (!body.success) throw new InvalidRatesResponseError();
  const nested = objectSchema.safeParse(body.data.rates);
  const source = nested.success ? nested.data : body.data;
  const rates: Record<string, number> = {};
  for (const [code, value] of Object.entries(source)) {
    const rate = rateSchema.safeParse(value);
    if (codeSchema.safeParse(code).success && rate.success) rates[code.toUpperCase()] = rate.data;
  }
  const lastUpdated = lastUpdatedSchema.safeParse(body.data.lastUpdated);
  return { rates, lastUpdated: lastUpdated.success ? lastUpdated.data : undefined };
}
