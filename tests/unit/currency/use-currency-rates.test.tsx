import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CURRENCY_RATES_URL,
  fetchCurrencyRates,
  useCurrencyRates,
  type CurrencyRatesState,
} from '@/components/currency/use-currency-rates';
import { FetchError } from '@/lib/fetch/fetch-json';
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
  it('GETs /api/currency-rates with credentials and reads rates and date, ready for convert', async () => {
    const fetch = stubFetch(() => Response.json(ANSWER));
    const answer = await fetchCurrencyRates(CURRENCY_RATES_URL);
    expect(answer).toEqual({ rates: ANSWER.rates, lastUpdated: STUB_LAST_UPDATED });
    expect(fetch).toHaveBeenCalledWith('/api/currency-rates', expect.objectContaining({ method: 'GET', credentials: 'include' }));
    expect(convert('currency', 'eur', 'nok', 9, { rates: answer.rates })).toBeCloseTo(105, 10);
  });

  it('logs a failed fetch to the console once and rethrows it for the hook', async () => {
    stubFetch(() => new Response('down', { status: 502 }));
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(fetchCurrencyRates(CURRENCY_RATES_URL)).rejects.toThrow(FetchError);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]![0]).toContain('Exchange rates could not be loaded');
  });

  it('treats an answer that is not a JSON object as a failure', async () => {
    stubFetch(() => Response.json('rates'));
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(fetchCurrencyRates(CURRENCY_RATES_URL)).rejects.toThrow('not a JSON object');
    expect(log).toHaveBeenCalledTimes(1);
  });
});

/** Renders a component calling the hook on the server, as the page's HTML is made. */
function serverState(enabled: boolean | undefined): CurrencyRatesState {
  let state: CurrencyRatesState | undefined;
  function Probe() {
    // No argument at all, to check the default is to fetch.
    state = useCurrencyRates(...(enabled === undefined ? [] : [enabled]));
    return null;
  }
  renderToStaticMarkup(<Probe />);
  return state!;
}

describe('useCurrencyRates', () => {
  it('renders as loading on the server (and so in the first render in the browser), without fetching there', () => {
    const fetch = stubFetch(() => Response.json(ANSWER));
    expect(serverState(undefined)).toEqual({ rates: undefined, lastUpdated: undefined, isLoading: true, error: undefined });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('asks for nothing when disabled (a converter showing another category)', () => {
    expect(serverState(false)).toEqual({ rates: undefined, lastUpdated: undefined, isLoading: false, error: undefined });
  });
});
