/** Exchange rates: the server's daily feed with its snapshot fallback, and the browser's reading. */
export {
  BASE_CURRENCY,
  CURRENCY_CODES,
  isCurrencyCode,
  type CurrencyCode,
  type RateTable,
} from '@/lib/currency/codes';
export {
  DEFAULT_CURRENCY_RATES_URLS,
  FEED_TIMEOUT_MS,
  readCurrencyRatesConfig,
  type CurrencyRatesConfig,
  type CurrencyRatesEnv,
} from '@/lib/currency/config';
export { calendarDaySchema, dayStartSeconds, isCalendarDay } from '@/lib/currency/day';
export * from '@/lib/currency/errors';
export { feedSchema, missingCodes, rateSchema } from '@/lib/currency/feed';
export { fetchFeed, fetchFeedFrom, type FeedOutcome } from '@/lib/currency/feed-client';
export {
  currencyCacheControl,
  RATES_LIFETIME_SECONDS,
  RATES_MAX_AGE_SECONDS,
  RATES_STALE_SECONDS,
  ratesCacheControl,
} from '@/lib/currency/cache-control';
export { handleCurrencyRates, type CurrencyRatesHttpAnswer } from '@/lib/currency/handler';
export {
  CurrencyRatesService,
  RATES_TTL_MS,
  RETRY_AFTER_FAILURE_MS,
  liveRates,
  snapshotRates,
  type RatesLogger,
  type RatesLookup,
  type RatesServiceDeps,
} from '@/lib/currency/rates-service';
export { formatRatesDate, ratesDateLocale } from '@/lib/currency/rates-date';
export {
  INVALID_RATES_RESPONSE_MESSAGE,
  InvalidRatesResponseError,
  readRatesResponse,
  type ClientRates,
} from '@/lib/currency/response';
export { RATES_SNAPSHOT } from '@/lib/currency/snapshot.data';
export {
  FEED_PACKAGE,
  FEED_PACKAGE_FILE,
  SnapshotSourceError,
  renderSnapshotModule,
  snapshotFromFeed,
  versionDay,
} from '@/lib/currency/snapshot-module';
export {
  RATES_SOURCES,
  type CurrencyRates,
  type FeedRates,
  type RatesSnapshot,
  type RatesSource,
} from '@/lib/currency/types';
