/**
 * The browser's reading of GET /api/currency-rates: `rates` (a map of code to rate), or
 * the whole body when `rates` is absent, and `lastUpdated` in seconds. Read leniently, since the
 * body crosses the network: unusable entries are dropped, and the converter counts a missing rate
 * as 1.
 *
 * Plain checks rather than zod: this runs in the browser on every converter page and in the widget,
 * and zod would add its whole core to each of them for five lines of checks (docs/PERFORMANCE.md).
 */

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

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isCode = (code: string) => /^[A-Za-z]{3}$/.test(code);
const isRate = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0;
const isSeconds = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0;

export function readRatesResponse(json: unknown): ClientRates {
  if (!isObject(json)) throw new InvalidRatesResponseError();
  const source = isObject(json.rates) ? json.rates : json;
  const rates: Record<string, number> = {};
  for (const [code, value] of Object.entries(source)) {
    if (isCode(code) && isRate(value)) rates[code.toUpperCase()] = value;
  }
  return { rates, lastUpdated: isSeconds(json.lastUpdated) ? json.lastUpdated : undefined };
}
