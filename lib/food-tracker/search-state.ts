/**
 * The search panel's states: idle, searching, then results, nothing found or an error, read from
 * the asked query and its answer (SWR's data and error, components/food/use-food-search.ts).
 */
import { FoodLookupError, type FoodLookupErrorCode } from '@/lib/food-tracker/lookup-errors';
import type { FoodSearchResult } from '@/lib/nutrition/types';

export type FoodSearchState =
  | { readonly status: 'idle' }
  | { readonly status: 'searching'; readonly query: string }
  | { readonly status: 'results'; readonly query: string; readonly results: readonly FoodSearchResult[] }
  | { readonly status: 'not-found'; readonly query: string }
  | { readonly status: 'error'; readonly query: string; readonly error: FoodLookupErrorCode };

export const INITIAL_FOOD_SEARCH_STATE: FoodSearchState = { status: 'idle' };

export interface FoodSearchAnswer {
  readonly data: readonly FoodSearchResult[] | undefined;
  readonly error: unknown;
}

/** What the panel shows for `query` (null: nothing asked, or the answer put away) and its answer so far. */
export function foodSearchState(query: string | null, { data, error }: FoodSearchAnswer): FoodSearchState {
  if (query === null) return INITIAL_FOOD_SEARCH_STATE;
  if (error !== undefined) return { status: 'error', query, error: error instanceof FoodLookupError ? error.code : 'GENERIC' };
  if (data === undefined) return { status: 'searching', query };
  return data.length === 0 ? { status: 'not-found', query } : { status: 'results', query, results: data };
}

/** The search button works only for a non-blank query and while no search runs. */
export function canSearch(state: FoodSearchState, query: string): boolean {
  return state.status !== 'searching' && query.trim() !== '';
}
