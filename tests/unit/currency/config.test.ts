import { describe, expect, it } from 'vitest';
import { DEFAULT_CURRENCY_RATES_URLS, FEED_TIMEOUT_MS, readCurrencyRatesConfig } from '@/lib/currency/config';
import { CurrencyRatesConfigError } from '@/lib/currency/errors';

describe('currency rates configuration', () => {
  it('asks the jsDelivr CDN of the npm package first, then its documented fallback host', () => {
    expect(readCurrencyRatesConfig({}).urls).toEqual([
      'https://cdn.jsdelivr.net/npm/@fawazahmed0/currency-api@latest/v1/currencies/usd.json',
      'https://latest.currency-api.pages.dev/v1/currencies/usd.json',
    ]);
    expect(DEFAULT_CURRENCY_RATES_URLS).toHaveLength(2);
  });

  it('waits 5 seconds for each URL', () => {
    expect(FEED_TIMEOUT_MS).toBe(5_000);
    expect(readCurrencyRatesConfig({}).timeoutMs).toBe(5_000);
  });

  it('tries a configured CURRENCY_RATES_URL alone', () => {
    const url = 'http://127.0.0.1:3411/v1/currencies/usd.json';
    expect(readCurrencyRatesConfig({ CURRENCY_RATES_URL: url }).urls).toEqual([url]);
  });

  it.each(['', '   '])('treats a blank CURRENCY_RATES_URL (%j) as unset', (value) => {
    expect(readCurrencyRatesConfig({ CURRENCY_RATES_URL: value }).urls).toEqual(DEFAULT_CURRENCY_RATES_URLS);
  });

  it.each(['not a url', 'ftp://rates.test/usd.json', 'file:///etc/passwd'])(
    'refuses CURRENCY_RATES_URL=%j with an error naming the variable and what it accepts',
    (value) => {
      expect(() => readCurrencyRatesConfig({ CURRENCY_RATES_URL: value })).toThrow(CurrencyRatesConfigError);
      expect(() => readCurrencyRatesConfig({ CURRENCY_RATES_URL: value })).toThrow('Invalid CURRENCY_RATES_URL: expected an http(s) URL');
    },
  );
});
