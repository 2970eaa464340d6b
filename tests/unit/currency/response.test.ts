import { describe, expect, it } from 'vitest';
import { InvalidRatesResponseError, readRatesResponse } from '@/lib/currency/response';
import { STUB_LAST_UPDATED } from '@/tests/support/rates-stub';

describe("the browser's reading of /api/currency-rates", () => {
  it('takes rates and lastUpdated from the answer', () => {
    const body = { base: 'USD', rates: { USD: 1, EUR: 0.9, NOK: 10.5 }, lastUpdated: STUB_LAST_UPDATED, source: 'live' };
    expect(readRatesResponse(body)).toEqual({ rates: { USD: 1, EUR: 0.9, NOK: 10.5 }, lastUpdated: STUB_LAST_UPDATED });
  });

  it('uses the whole body as the rates when there is no rates field', () => {
    expect(readRatesResponse({ USD: 1, EUR: 0.9 })).toEqual({ rates: { USD: 1, EUR: 0.9 }, lastUpdated: undefined });
  });

  it('upper-cases codes, as the converter reads them either way', () => {
    expect(readRatesResponse({ rates: { eur: 0.9 } }).rates).toEqual({ EUR: 0.9 });
  });

  it('drops entries that are not usable rates, so the converter counts them as 1', () => {
    const body = { rates: { EUR: 0.9, GBP: 0, JPY: -150, NOK: '10.5', SEK: null, DKK: Number.NaN, CHF: Infinity, euro: 1.1 } };
    expect(readRatesResponse(body).rates).toEqual({ EUR: 0.9 });
  });

  it.each([
    ['a string', 'soon'],
    ['a float', 1.5],
    ['negative', -1],
    ['missing', undefined],
  ])('ignores a lastUpdated that is %s', (_name, lastUpdated) => {
    expect(readRatesResponse({ rates: { EUR: 0.9 }, lastUpdated }).lastUpdated).toBeUndefined();
  });

  it.each([null, 'rates', 42, [0.9]])('refuses an answer that is not an object (%j)', (body) => {
    expect(() => readRatesResponse(body)).toThrow(InvalidRatesResponseError);
  });
});
