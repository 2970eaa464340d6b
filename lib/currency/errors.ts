/**
 * Failures of the rates feed. None reaches a visitor (the snapshot answers instead); they are
 * typed so the log says what went wrong and where.
 */

/** How a call to the feed can fail. */
export type FeedFailure = 'TIMEOUT' | 'NETWORK' | 'HTTP_STATUS' | 'MALFORMED_JSON' | 'SCHEMA_MISMATCH';

const FEED_FAILURE_MESSAGES = {
  TIMEOUT: 'The currency rates feed did not answer in time',
  NETWORK: 'The currency rates feed could not be reached',
  HTTP_STATUS: 'The currency rates feed answered with an error status',
  MALFORMED_JSON: 'The currency rates feed answered with something that is not JSON',
  SCHEMA_MISMATCH: 'The currency rates feed answered in an unexpected shape',
} as const satisfies Record<FeedFailure, string>;

export class CurrencyFeedError extends Error {
  readonly code: FeedFailure;
  /** The feed URL that failed. */
  readonly url: string;
  readonly status: number | undefined;

  constructor(code: FeedFailure, url: string, details: { status?: number; cause?: unknown } = {}) {
    super(
      details.status === undefined ? FEED_FAILURE_MESSAGES[code] : `${FEED_FAILURE_MESSAGES[code]} (${details.status})`,
      details.cause === undefined ? undefined : { cause: details.cause },
    );
    this.name = 'CurrencyFeedError';
    this.code = code;
    this.url = url;
    this.status = details.status;
  }
}

/** Raised for a bad environment setting; names the variable and what it accepts. */
export class CurrencyRatesConfigError extends Error {
  readonly code = 'INVALID_CONFIG';
  readonly variable: string;

  constructor(variable: string, expected: string) {
    super(`Invalid ${variable}: expected ${expected}`);
    this.name = 'CurrencyRatesConfigError';
    this.variable = variable;
  }
}
