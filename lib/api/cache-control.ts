/**
 * Cache-Control of API answers, so that a CDN in front of the API can absorb most of the load:
 * a conversion's answer depends only on its query (the engine is deterministic), except currency,
 * whose answer is only as good as the day's rates (lib/currency/cache-control.ts).
 */

/** A deterministic conversion: browsers keep it a day, shared caches a week. */
export const DETERMINISTIC_CACHE = 'public, max-age=86400, s-maxage=604800';
/** A 400 answer is deterministic too, but kept shorter so a unit added later shows up soon. */
export const CLIENT_ERROR_CACHE = 'public, max-age=3600';
/**
 * An answer resting on units the request defined: the caller's browser may keep it, but no shared
 * cache (nor the server: lib/api/handler.ts) keeps what a request made up.
 */
export const DEFINED_CACHE = 'private, max-age=86400';
export const DEFINED_ERROR_CACHE = 'private, max-age=3600';
/** /api/status: short, so switching the API off or on reaches callers within a minute. */
export const STATUS_CACHE = 'public, max-age=60';
/** Preflight answers (the browser caches those through Access-Control-Max-Age). */
export const PREFLIGHT_CACHE = 'public, max-age=86400';
/** Per-caller or transient answers: 429, 503, 405, 500. */
export const NO_STORE = 'no-store';
