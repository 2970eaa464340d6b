import { describe, expect, it } from 'vitest';
import { formatRatesDate, ratesDateLocale } from '@/lib/currency/rates-date';
import { STUB_LAST_UPDATED } from '@/tests/support/rates-stub';

describe('the date of the rates on the page', () => {
  it.each([
    ['en', 'November 20, 2026'],
    ['es', '20 de noviembre de 2026'],
    ['de', '20. November 2026'],
    ['fr', '20 novembre 2026'],
    ['no', '20. november 2026'],
  ] as const)('reads in %s as "%s"', (locale, text) => {
    expect(formatRatesDate(STUB_LAST_UPDATED, locale)).toBe(text);
  });

  it('uses the en-US long format for English', () => {
    expect(ratesDateLocale('en')).toBe('en-US');
    expect(ratesDateLocale('de')).toBe('de');
  });

  it('stays on the day of the rates in every time zone, up to its last second', () => {
    expect(formatRatesDate(STUB_LAST_UPDATED + 86_399, 'en')).toBe('November 20, 2026');
    expect(formatRatesDate(STUB_LAST_UPDATED - 1, 'en')).toBe('November 19, 2026');
  });
});
