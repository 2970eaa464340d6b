import { describe, expect, it } from 'vitest';
import { FoodLookupError } from '@/lib/food-tracker/lookup-errors';
import { canSearch, foodSearchState, INITIAL_FOOD_SEARCH_STATE } from '@/lib/food-tracker/search-state';
import { BANANA } from './fixtures';

describe('the food search panel', () => {
  it('is idle until something is asked, and searching until the answer comes', () => {
    expect(foodSearchState(null, { data: undefined, error: undefined })).toBe(INITIAL_FOOD_SEARCH_STATE);
    expect(foodSearchState('banana', { data: undefined, error: undefined })).toEqual({ status: 'searching', query: 'banana' });
  });

  it('shows the results, or says nothing was found', () => {
    expect(foodSearchState('banana', { data: [BANANA], error: undefined })).toEqual({
      status: 'results',
      query: 'banana',
      results: [BANANA],
    });
    expect(foodSearchState('xyz', { data: [], error: undefined })).toEqual({ status: 'not-found', query: 'xyz' });
  });

  it('names a lookup failure by its code, and any other failure as generic', () => {
    expect(foodSearchState('slow', { data: undefined, error: new FoodLookupError('TIMEOUT') })).toEqual({
      status: 'error',
      query: 'slow',
      error: 'TIMEOUT',
    });
    expect(foodSearchState('x', { data: undefined, error: new TypeError('boom') })).toEqual({
      status: 'error',
      query: 'x',
      error: 'GENERIC',
    });
  });

  it('lets the visitor search a non-blank query while no search runs', () => {
    expect(canSearch(INITIAL_FOOD_SEARCH_STATE, 'banana')).toBe(true);
    expect(canSearch(INITIAL_FOOD_SEARCH_STATE, '   ')).toBe(false);
    expect(canSearch({ status: 'searching', query: 'a' }, 'banana')).toBe(false);
  });
});
