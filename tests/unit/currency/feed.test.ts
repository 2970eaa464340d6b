import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CURRENCY_CODES } from '@/lib/currency/codes';
import { feedSchema, missingCodes } from '@/lib/currency/feed';
import { STUB_FEED_BODY, STUB_RATES_DATE, stubRatesWithout } from '@/tests/support/rates-stub';

const parse = (json: unknown) => feedSchema.safeParse(json);

describe('the feed answer', () => {
  it('keeps exactly the site currencies, upper-cased, with their rates', () => {
    const feed = feedSchema.parse(STUB_FEED_BODY);
    expect(feed.date).toBe(STUB_RATES_DATE);
    expect(Object.keys(feed.rates).sort()).toEqual([...CURRENCY_CODES].sort());
    expect(feed.rates).toMatchObject({ USD: 1, EUR: 0.9, NOK: 10.5, GBP: 0.8, JPY: 150 });
    expect(missingCodes(feed)).toEqual([]);
  });

  it('drops the codes the site does not list (crypto, metals)', () => {
    const feed = feedSchema.parse(STUB_FEED_BODY);
    expect(feed.rates).not.toHaveProperty('BTC');
    expect(feed.rates).not.toHaveProperty('btc');
    expect(feed.rates).not.toHaveProperty('1INCH');
  });

  it('sets the dollar to 1 whatever the feed says, since rates are per dollar', () => {
    expect(feedSchema.parse({ date: '2026-11-20', usd: { usd: 1.02, eur: 0.9 } }).rates.USD).toBe(1);
    expect(feedSchema.parse({ date: '2026-11-20', usd: { eur: 0.9 } }).rates.USD).toBe(1);
  });

  it.each([
    ['zero', 0],
    ['a negative rate', -0.9],
    ['null', null],
    ['a numeric string', '0.9'],
    ['an object', { value: 0.9 }],
  ])('treats %s as a missing rate rather than refusing the whole feed', (_name, odd) => {
    const feed = feedSchema.parse({ date: '2026-11-20', usd: { ...STUB_FEED_BODY.usd, eur: odd } });
    expect(feed.rates.EUR).toBeUndefined();
    expect(feed.rates.NOK).toBe(10.5);
    expect(missingCodes(feed)).toEqual(['EUR']);
  });

  it('reports every code the feed lacks, in catalogue order', () => {
    const usd = stubRatesWithout('ars', 'cop', 'eur');
    expect(missingCodes(feedSchema.parse({ date: '2026-11-20', usd }))).toEqual(['EUR', 'ARS', 'COP']);
  });

  it.each([
    ['not an object', 'rates'],
    ['null', null],
    ['an array', [STUB_FEED_BODY]],
    ['without a date', { usd: STUB_FEED_BODY.usd }],
    ['with a date in another format', { date: '20.11.2026', usd: STUB_FEED_BODY.usd }],
    ['with an impossible date', { date: '2026-02-30', usd: STUB_FEED_BODY.usd }],
    ['with a timestamp for a date', { date: 1_795_132_800, usd: STUB_FEED_BODY.usd }],
    ['without usd', { date: '2026-11-20', eur: { usd: 1.1 } }],
    ['with usd as a list', { date: '2026-11-20', usd: [0.9, 10.5] }],
    ['with none of the site currencies', { date: '2026-11-20', usd: { usd: 1, btc: 0.00001 } }],
  ])('refuses an answer %s', (_name, json) => {
    expect(parse(json).success).toBe(false);
  });

  it('reads any positive rates of the site codes back exactly (law)', () => {
    const lower = CURRENCY_CODES.filter((code) => code !== 'USD').map((code) => code.toLowerCase());
    const rate = fc.double({ min: Number.MIN_VALUE, max: 1e12, noNaN: true });
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...lower), rate, { minKeys: 1 }), (usd) => {
        const feed = feedSchema.parse({ date: '2026-11-20', usd });
        for (const [code, value] of Object.entries(usd)) expect(feed.rates[code.toUpperCase() as 'EUR']).toBe(value);
        expect(missingCodes(feed).length).toBe(CURRENCY_CODES.length - 1 - Object.keys(usd).length);
      }),
    );
  });
});
