/**
 * Why a food lookup from the page failed. The page shows translated text chosen by the code; the
 * English messages are for logs.
 */
export type FoodLookupErrorCode = 'TIMEOUT' | 'NETWORK' | 'RATE_LIMITED' | 'GENERIC';

export const FOOD_LOOKUP_MESSAGES = {
  TIMEOUT: 'Search timed out. The food database is slow to respond. Please try again.',
  NETWORK: 'Network error. Please check your internet connection and try again.',
  // Its own case: the server refuses to exceed Open Food Facts' rate limit and says
  // so, and "no data found" would be untrue.
  RATE_LIMITED: 'Too many food searches right now. Please try again in a minute.',
  GENERIC: 'Error searching for food. Please try again.',
} as const satisfies Record<FoodLookupErrorCode, string>;

export class FoodLookupError extends Error {
  readonly code: FoodLookupErrorCode;

  constructor(code: FoodLookupErrorCode, options?: { cause?: unknown }) {
    super(FOOD_LOOKUP_MESSAGES[code], options);
    this.name = 'FoodLookupError';
    this.code = code;
  }
}
