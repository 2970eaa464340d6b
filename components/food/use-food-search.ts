'use client';

import { useLocale } from 'next-intl';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { searchFood } from '@/lib/food-tracker/lookup';
import { FoodLookupError } from '@/lib/food-tracker/lookup-errors';
import {
  INITIAL_FOOD_SEARCH_STATE,
  canSearch,
  foodSearchReducer,
  type FoodSearchState,
} from '@/lib/food-tracker/search-state';

export interface FoodSearch {
  readonly state: FoodSearchState;
  /** Looks the query up in the page's language; ignored while a search runs or for a blank query. */
  search(query: string): void;
  /** Hides the results (after a food was added). */
  reset(): void;
  dismissError(): void;
}

/** The search panel's state machine wired to POST /api/food-search. */
export function useFoodSearch(): FoodSearch {
  const locale = useLocale();
  const [state, dispatch] = useReducer(foodSearchReducer, INITIAL_FOOD_SEARCH_STATE);
  const lastSearchId = useRef(0);
  const running = useRef<AbortController | null>(null);

  // A search still running when the page goes away is of no use to anyone.
  useEffect(() => () => running.current?.abort(), []);

  const search = useCallback(
    (query: string) => {
      if (!canSearch(state, query)) return;
      const searchId = ++lastSearchId.current;
      const controller = new AbortController();
      running.current = controller;
      dispatch({ type: 'start', searchId, query: query.trim() });
      searchFood(query, locale, { signal: controller.signal }).then(
        (results) => dispatch({ type: 'succeed', searchId, results }),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          console.error('[food-search]', error);
          dispatch({ type: 'fail', searchId, error: error instanceof FoodLookupError ? error.code : 'GENERIC' });
        },
      );
    },
    [locale, state],
  );

  const reset = useCallback(() => dispatch({ type: 'reset' }), []);
  const dismissError = useCallback(() => dispatch({ type: 'dismiss-error' }), []);

  return { state, search, reset, dismissError };
}
