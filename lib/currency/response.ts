import * as z from 'zod/mini';

/**
 * The browser's reading of GET /api/currency-rates: `rates` (a map of code to rate), or
 * the whole body when `rates` is absent, and `lastUpdated` in seconds. Read leniently, since the
 * body crosses the network: unusable entries are dropped, and the converter counts a missing rate
 * as 1. zod/mini: this reaches the browser, in the chunks that fetch rates (loaded on demand).
 */

export interface ClientRates {
  /** Units per US dollar by currency code ("EUR"), as lib/units `convert` takes them. */
  readonly rates: Readonly<Record<string, number>>;
  /** Seconds since the epoch; undefined when the answer does not say. */
  readonly lastUpdated: number | undefined;
}

const INVALID_RATES_RESPONSE_MESSAGE = 'The currency rates answer is not a JSON object';

export class InvalidRatesResponseError extends Error {
  readonly code = 'INVALID_RATES_RESPONSE';
  constructor() {
    super(INVALID_RATES_RESPONSE_MESSAGE);
    this.name = 'InvalidRatesResponseError';
  }
}

const jsonObject = z.record(z.string(), z.unknown());
const currencyCode = z.string().check(z.regex(/^[A-Za-z]{3}$/));
/** Finite and above zero (zod's number refuses NaN and the infinities). */
const rate = z.number().check(z.positive());
const seconds = z.int().check(z.positive());

export function readRatesResponse(json: unknown): ClientRates {
  const body = jsonObject.safeParse(json);
  if (!body.success) throw new InvalidRatesResponseError();
  const nested = jsonObject.safeParse(body.data.rates);
  const rates: Record<string, number> = {};
  for (const [code, value] of Object.entries(nested.success ? nested.data : body.data)) {
    const checked = rate.safeParse(value);
    if (currencyCode.safeParse(code).success && checked.success) rates[code.toUpperCase()] = checked.data;
  }
  const lastUpdated = seconds.safeParse(body.data.lastUpdated);
  return { rates, lastUpdated: lastUpdated.success ? lastUpdated.data : undefined };
}
