/**
 * How long browsers and CDNs may keep an answer that depends on the day's exchange rates, in one
 * place for both such answers: GET /api/currency-rates and a currency conversion of /api/convert.
 * The rates change once a day, so an answer may be kept while its rates are current, never longer
 * than an hour (a new day's rates reach everyone within the hour), and not at all once they are
 * out of date.
 */

/** Rates come from a daily feed. */
export const RATES_LIFETIME_SECONDS = 86_400;
/** Longest a browser or CDN may keep one answer, however fresh its rates. */
export const RATES_MAX_AGE_SECONDS = 3_600;
/** How long a CDN may serve an expired rates answer while it fetches the next one. */
const RATES_STALE_SECONDS = 600;

/** Whole seconds an answer may be kept when what it is based on ends in `secondsLeft`: 0 to an hour. */
function keepSeconds(secondsLeft: number): number {
  return Math.max(0, Math.min(RATES_MAX_AGE_SECONDS, Math.floor(secondsLeft)));
}

/**
 * GET /api/currency-rates: never outlasts what this process itself keeps (the day's rates, or the
 * back-off after a failed fetch), which ends in `expiresInMs`.
 */
export function ratesCacheControl(expiresInMs: number): string {
  const maxAge = keepSeconds(expiresInMs / 1000);
  return `public, max-age=${maxAge}, s-maxage=${maxAge}, stale-while-revalidate=${RATES_STALE_SECONDS}`;
}

/**
 * A currency conversion: may be kept until its rates (dated `lastUpdatedSeconds`) are a day old;
 * once they are older (the server is serving its snapshot) caches must ask again every time.
 */
export function currencyCacheControl(lastUpdatedSeconds: number, nowMs: number): string {
  const seconds = keepSeconds(lastUpdatedSeconds + RATES_LIFETIME_SECONDS - nowMs / 1000);
  return seconds > 0 ? `public, max-age=${seconds}` : 'no-cache';
}
