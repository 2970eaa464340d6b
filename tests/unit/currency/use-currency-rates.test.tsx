import { renderToStaticMarkup } from 'react-dom/server';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CURRENCY_RATES_KEY,
  fetchCurrencyRates,
  useCurrencyRates,
  type CurrencyRatesState,
} from '@/components/currency/use-currency-rates';
import { FetchError } from '@/lib/fetch/fetch-json';
import { swrOptions } from '@/lib/fetch/swr-options';
import { convert } from '@/lib/units';
import { STUB_LAST_UPDATED } from '@/tests/support/rates-stub';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const ANSWER = { base: 'USD', rates: { USD: 1, EUR: 0.9, NOK: 10.5 }, lastUpdated: STUB_LAST_UPDATED, source: 'live' };

function stubFetch(response: () => Response) {
  const fetch = vi.fn<typeof globalThis.fetch>(async () => response());
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('fetchCurrencyRates', () => {
  it('GETs /api/currency-rates with credentials and reads rates and date', async () => {
    const fetch = stubFetch(() => Response.json(ANSWER));
    expect(await fetchCurrencyRates(CURRENCY_RATES_KEY)).toEqual({ rates: ANSWER.rates, lastUpdated: STUB_LAST_UPDATED });
    expect(fetch).toHaveBeenCalledWith('/api/currency-rates', { credentials: 'include' });
  });

  it('logs a failed fetch to the console once and rethrows it for swr', async () => {
    stubFetch(() => new Response('down', { status: 502 }));
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(fetchCurrencyRates(CURRENCY_RATES_KEY)).rejects.toThrow(FetchError);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]![0]).toContain('Exchange rates could not be loaded');
  });

  it('treats an answer that is not a JSON object as a failure', async () => {
    stubFetch(() => Response.json('rates'));
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(fetchCurrencyRates(CURRENCY_RATES_KEY)).rejects.toThrow('not a JSON object');
    expect(log).toHaveBeenCalledTimes(1);
  });
});

/** Renders a component calling the hook, with the site's swr defaults and a pre-filled cache. */
function hookState(enabled: boolean | undefined, fallback: Record<string, unknown> = {}): CurrencyRatesState {
  let state: CurrencyRatesState | undefined;
  function Probe() {
    // No argument at all, to check the default is to fetch.
    state = useCurrencyRates(...(enabled === undefined ? [] : [enabled]));
    return null;
  }
  renderToStaticMarkup(
    <SWRConfig value={{ ...swrOptions, fallback }}>
      <Probe />
    </SWRConfig>,
  );
  return state!;
}

describe('useCurrencyRates', () => {
  const cached = { [CURRENCY_RATES_KEY]: { rates: ANSWER.rates, lastUpdated: STUB_LAST_UPDATED } };

  it('gives the shared rates of the key /api/currency-rates, ready for convert', () => {
    const state = hookState(undefined, cached);
    expect(state).toEqual({ rates: ANSWER.rates, lastUpdated: STUB_LAST_UPDATED, isLoading: false, error: undefined });
    expect(convert('currency', 'eur', 'nok', 9, { rates: state.rates })).toBeCloseTo(105, 10);
  });

  it('asks for nothing when disabled (a converter showing another category)', () => {
    expect(hookState(false, cached)).toEqual({ rates: undefined, lastUpdated: undefined, isLoading: false, error: undefined });
  });
});
