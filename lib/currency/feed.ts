/**
 * The feed's answer, validated. Its shape (README of fawazahmed0/exchange-api):
 * `{ "date": "2026-11-20", "usd": { "eur": 0.9, "nok": 10.5, … } }`, lower-case codes, units of
 * each currency per US dollar, some 340 codes (crypto included) of which we keep the site's ISO 4217 currencies.
 */
import { z } from 'zod';
import { BASE_CURRENCY, CURRENCY_CODES, type CurrencyCode } from '@/lib/currency/codes';
import { calendarDaySchema } from '@/lib/currency/day';
import type { FeedRates } from '@/lib/currency/types';

/** A usable rate: a positive finite number (zod's number() already refuses NaN and ±Infinity). */
const rateSchema = z.number().positive();

/**
 * The envelope must be right; single rates are read leniently: one odd value (null, a string, 0)
 * only makes that code missing, and the snapshot fills it. A feed holding none of our codes but
 * the base is not the feed we know, and counts as a schema mismatch.
 */
export const feedSchema = z
  .object({
    date: calendarDaySchema,
    usd: z.record(z.string(), z.unknown()),
  })
  .transform(({ date, usd }): FeedRates => {
    const rates: Partial<Record<CurrencyCode, number>> = {};
    for (const code of CURRENCY_CODES) {
      const rate = rateSchema.safeParse(usd[code.toLowerCase()]);
      if (rate.success) rates[code] = rate.data;
    }
    // Rates are per US dollar, so the dollar's own rate is 1 by definition, whatever the feed says.
    rates[BASE_CURRENCY] = 1;
    return { date, rates };
  })
  .refine((feed) => Object.keys(feed.rates).length > 1, {
    error: 'the feed has no rate for any of the site currencies',
  });

/** The codes of the site's list that a feed answer lacks (or holds no usable rate for). */
export function missingCodes(feed: FeedRates): CurrencyCode[] {
  return CURRENCY_CODES.filter((code) => feed.rates[code] === undefined);
}
