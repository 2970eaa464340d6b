/**
 * Error codes and English messages of the food search route. The page shows translated text chosen
 * by the machine-readable codes; these messages are for logs and API consumers.
 */

export const FOOD_SEARCH_WARNINGS = ['TIMEOUT', 'UPSTREAM_ERROR', 'RATE_LIMITED'] as const;
/** Why an answer has no results although the request was fine. */
export type FoodSearchWarning = (typeof FOOD_SEARCH_WARNINGS)[number];

/** The proxy's time-out message (logged; the page shows its own translated text). */
export const FOOD_DATABASE_TIMEOUT_MESSAGE = 'Request timeout - the food database is taking too long to respond';
export const FOOD_DATABASE_ERROR_MESSAGE = 'The food database could not be searched';
export const FOOD_DATABASE_RATE_LIMITED_MESSAGE = 'Too many food database searches right now; please try again in a minute';

export const INVALID_JSON_MESSAGE = 'The request body must be valid JSON';
export const QUERY_REQUIRED_MESSAGE = 'query must be a non-blank string';
export const QUERY_TOO_LONG_MESSAGE = 'query must be at most 100 characters';

/**
 * The ways an Open Food Facts call can fail, for logs; all reach the page as UPSTREAM_ERROR.
 * CIRCUIT_OPEN: not called at all, because the last calls failed (see lib/server/circuit-breaker).
 */
export type UpstreamFailure = 'NETWORK' | 'HTTP_STATUS' | 'MALFORMED_JSON' | 'SCHEMA_MISMATCH' | 'CIRCUIT_OPEN';

export class FoodDatabaseError extends Error {
  readonly code: Exclude<FoodSearchWarning, 'RATE_LIMITED'>;
  readonly failure: UpstreamFailure | undefined;
  readonly status: number | undefined;

  constructor(code: 'TIMEOUT' | 'UPSTREAM_ERROR', details: { failure?: UpstreamFailure; status?: number; cause?: unknown } = {}) {
    super(
      code === 'TIMEOUT' ? FOOD_DATABASE_TIMEOUT_MESSAGE : FOOD_DATABASE_ERROR_MESSAGE,
      details.cause === undefined ? undefined : { cause: details.cause },
    );
    this.name = 'FoodDatabaseError';
    this.code = code;
    this.failure = details.failure;
    this.status = details.status;
  }
}

/** Raised for a bad environment setting; names the variable and what it accepts. */
export class FoodSearchConfigError extends Error {
  readonly code = 'INVALID_CONFIG';
  readonly variable: string;

  constructor(variable: string, expected: string) {
    super(`Invalid ${variable}: expected ${expected}`);
    this.name = 'FoodSearchConfigError';
    this.variable = variable;
  }
}
