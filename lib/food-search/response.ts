import type { FoodSearchWarning } from '@/lib/food-search/errors';
import type { FoodSearchResult } from '@/lib/nutrition/types';

/** Where the results came from: the built-in table or Open Food Facts (live or cached). */
type FoodSearchSource = 'local' | 'open-food-facts';

export interface FoodSearchSuccess {
  readonly ok: true;
  readonly results: readonly FoodSearchResult[];
  readonly source: FoodSearchSource;
  /** Present when the list is empty because the food database could not be asked. */
  readonly warning?: FoodSearchWarning;
  readonly message?: string;
}

interface FoodSearchFailure {
  readonly ok: false;
  readonly error: 'INVALID_REQUEST';
  readonly message: string;
}

type FoodSearchResponse = FoodSearchSuccess | FoodSearchFailure;

export interface FoodSearchHttpAnswer {
  readonly status: number;
  readonly body: FoodSearchResponse;
}

export function invalidRequest(message: string): FoodSearchHttpAnswer {
  return { status: 400, body: { ok: false, error: 'INVALID_REQUEST', message } };
}
