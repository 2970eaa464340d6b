/**
 * The search panel's states: idle, searching, then results, nothing found
 * or an error. Each search carries a number so a late answer to an older search is ignored.
 */
import type { FoodLookupErrorCode } from '@/lib/food-tracker/lookup-errors';
import type { FoodSearchResult } from '@/lib/nutrition/types';

export type FoodSearchState =
  | { readonly status: 'idle' }
  | { readonly status: 'searching'; readonly searchId: number; readonly query: string }
  | {
      readonly status: 'results';
      readonly query: string;
      readonly results: readonly FoodSearchResult[];
    }
  | { readonly status: 'not-found'; readonly query: string }
  | { readonly status: 'error'; readonly query: string; readonly error: FoodLookupErrorCode };

export type FoodSearchAction =
  | { readonly type: 'start'; readonly searchId: number; readonly query: string }
  | {
      readonly type: 'succeed';
      readonly searchId: number;
      readonly results: readonly FoodSearchResult[];
    }
  | { readonly type: 'fail'; readonly searchId: number; readonly error: FoodLookupErrorCode }
  /** A food was added: the results go away. */
  | { readonly type: 'reset' }
  /** "Clear all" also clears the error. */
  | { readonly type: 'dismiss-error' };

export const INITIAL_FOOD_SEARCH_STATE: FoodSearchState = { status: 'idle' };

export function foodSearchReducer(state: FoodSearchState, action: FoodSearchAction): FoodSearchState {
  switch (action.type) {
    case 'start':
      return { status: 'searching', searchId: action.searchId, query: action.query };
    case 'succeed':
      if (state.status !== 'searching' || state.searchId !== action.searchId) return state;
      return action.results.length === 0
        ? { status: 'not-found', query: state.query }
        : { status: 'results', query: state.query, results: action.results };
    case 'fail':
      if (state.status !== 'searching' || state.searchId !== action.searchId) return state;
      return { status: 'error', query: state.query, error: action.error };
    case 'reset':
      return INITIAL_FOOD_SEARCH_STATE;
    case 'dismiss-error':
      return state.status === 'error' ? INITIAL_FOOD_SEARCH_STATE : state;
  }
}

/** The search button works only for a non-blank query and while no search runs. */
export function canSearch(state: FoodSearchState, query: string): boolean {
  return state.status !== 'searching' && query.trim() !== '';
}
