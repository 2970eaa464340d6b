/**
 * GET /api/currency-rates, framework-free: status, headers and JSON body out. Always 200: whatever
 * goes wrong, the snapshot answers (a rate failure must never stop conversions).
 */
import { ratesCacheControl } from '@/lib/currency/cache-control';
import type { CurrencyRatesEnv } from '@/lib/currency/config';
import { CurrencyRatesService, RETRY_AFTER_FAILURE_MS, snapshotRates, type RatesLogger } from '@/lib/currency/rates-service';
import type { CurrencyRates } from '@/lib/currency/types';
import { sharedRatesStore } from '@/lib/server/shared-rates';

export interface CurrencyRatesHttpAnswer {
  readonly status: 200;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: CurrencyRates;
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
  service: CurrencyRatesService = (processService ??= new CurrencyRatesService({ env, shared: sharedRatesStore() })),
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
