import { describe, expect, it } from 'vitest';
import {
  INITIAL_FOOD_SEARCH_STATE,
  canSearch,
  foodSearchReducer,
  type FoodSearchAction,
  type FoodSearchState,
} from '@/lib/food-tracker/search-state';
import { BANANA } from './fixtures';

const run = (...actions: FoodSearchAction[]): FoodSearchState =>
  actions.reduce(foodSearchReducer, INITIAL_FOOD_SEARCH_STATE);

describe('the food search panel', () => {
  it('goes from idle to searching to results', () => {
    const searching = run({ type: 'start', searchId: 1, query: 'banana' });
    expect(searching).toEqual({ status: 'searching', searchId: 1, query: 'banana' });
    expect(foodSearchReducer(searching, { type: 'succeed', searchId: 1, results: [BANANA] })).toEqual({
      status: 'results',
      query: 'banana',
      results: [BANANA],
    });
  });

  it('shows "not found" for an empty answer and the error code for a failure', () => {
    expect(run({ type: 'start', searchId: 1, query: 'xyz' }, { type: 'succeed', searchId: 1, results: [] })).toEqual({
      status: 'not-found',
      query: 'xyz',
    });
    expect(run({ type: 'start', searchId: 1, query: 'slow' }, { type: 'fail', searchId: 1, error: 'TIMEOUT' })).toEqual({
      status: 'error',
      query: 'slow',
      error: 'TIMEOUT',
    });
  });

  it('ignores a late answer to an older search', () => {
    const state = run(
      { type: 'start', searchId: 1, query: 'banana' },
      { type: 'start', searchId: 2, query: 'apple' },
      { type: 'succeed', searchId: 1, results: [BANANA] },
      { type: 'fail', searchId: 1, error: 'NETWORK' },
    );
    expect(state).toEqual({ status: 'searching', searchId: 2, query: 'apple' });
  });

  it('ignores an answer when no search is running', () => {
    expect(run({ type: 'succeed', searchId: 1, results: [BANANA] })).toBe(INITIAL_FOOD_SEARCH_STATE);
  });

  it('clears the results when a food is added', () => {
    const state = run({ type: 'start', searchId: 1, query: 'banana' }, { type: 'succeed', searchId: 1, results: [BANANA] }, { type: 'reset' });
    expect(state).toEqual({ status: 'idle' });
  });

  it('"clear all" dismisses an error but keeps results on screen', () => {
    const failed = run({ type: 'start', searchId: 1, query: 'x' }, { type: 'fail', searchId: 1, error: 'GENERIC' });
    expect(foodSearchReducer(failed, { type: 'dismiss-error' })).toEqual({ status: 'idle' });
    const shown = run({ type: 'start', searchId: 1, query: 'banana' }, { type: 'succeed', searchId: 1, results: [BANANA] });
    expect(foodSearchReducer(shown, { type: 'dismiss-error' })).toBe(shown);
  });

  it('allows a search only for a non-blank query while none is running', () => {
    expect(canSearch(INITIAL_FOOD_SEARCH_STATE, 'banana')).toBe(true);
    expect(canSearch(INITIAL_FOOD_SEARCH_STATE, '   ')).toBe(false);
    expect(canSearch(run({ type: 'start', searchId: 1, query: 'a' }), 'banana')).toBe(false);
  });
});
