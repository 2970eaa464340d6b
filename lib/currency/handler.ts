/**
 * GET /api/currency-rates, framework-free: status, headers and JSON body out. Always 200: whatever
 * goes wrong, the snapshot answers (a rate failure must never stop conversions).
 */
import type { CurrencyRatesEnv } from '@/lib/currency/config';
import { CurrencyRatesService, RETRY_AFTER_FAILURE_MS, snapshotRates, type RatesLogger } from '@/lib/currency/rates-service';
import type { CurrencyRates } from '@/lib/currency/types';

/** Longest a browser or CDN may keep one answer; the rates change once a day. */
export const RATES_MAX_AGE_SECONDS = 3600;
/** How long a CDN may serve an expired answer while it fetches the next one. */
export const RATES_STALE_SECONDS = 600;

export interface CurrencyRatesHttpAnswer {
  readonly status: 200;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: CurrencyRates;
}

/**
 * The cache lifetime never outlasts what this process itself keeps: an hour at most, less when
 * the day's rates (or the back-off after a failure) end sooner.
 */
export function ratesCacheControl(expiresInMs: number): string {
  const maxAge = Math.max(0, Math.min(RATES_MAX_AGE_SECONDS, Math.floor(expiresInMs / 1000)));
  return `public, max-age=${maxAge}, s-maxage=${maxAge}, stale-while-revalidate=${RATES_STALE_SECONDS}`;
}

function answer(body: CurrencyRates, expiresInMs: number): CurrencyRatesHttpAnswer {
  return {
    status: 200,
    headers: {
      'Cache-Control': ratesCacheControl(expiresInMs),
      // The public API answers any origin.
      'Access-Control-Allow-Origin': '*',
    },
    body,
  };
}

// One cache per server process, configured from its environment when first asked.
let processService: CurrencyRatesService | undefined;

export async function handleCurrencyRates(
  env: CurrencyRatesEnv,
  service: CurrencyRatesService = (processService ??= new CurrencyRatesService({ env })),
  logger: RatesLogger = console,
): Promise<CurrencyRatesHttpAnswer> {
  try {
    const lookup = await service.current();
    return answer(lookup.rates, lookup.expiresInMs);
  } catch (error) {
    // current() does not reject; this guards the promise made above against a future slip.
    logger.error('[currency-rates] unexpected failure; serving the snapshot', {
      message: error instanceof Error ? error.message : String(error),
    });
    return answer(snapshotRates(), RETRY_AFTER_FAILURE_MS);
  }
}
