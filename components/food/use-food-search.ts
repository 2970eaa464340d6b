'use client';

import { useLocale } from 'next-intl';
import { useCallback, useState } from 'react';
import useSWR from 'swr';
import { FETCH_ONCE } from '@/components/fetch/fetch-once';
import { searchFood } from '@/lib/food-tracker/lookup';
import { canSearch, foodSearchState, type FoodSearchState } from '@/lib/food-tracker/search-state';
import type { FoodLanguage } from '@/lib/nutrition/types';

export interface FoodSearch {
  readonly state: FoodSearchState;
  /** Looks the query up in the page's language; ignored while a search runs or for a blank query. */
  search(query: string): void;
  /** Hides the results (after a food was added). */
  reset(): void;
  dismissError(): void;
}

/** One press of the search button: its number makes each press a request of its own. */
interface Asked {
  readonly query: string;
  readonly press: number;
}

const fetchFoods = ([, query, language]: readonly [string, string, FoodLanguage, number]) => searchFood(query, language);
const logFailure = (error: unknown) => console.error('[food-search]', error);

/** The search panel's states, its answers fetched by SWR from POST /api/food-search. */
export function useFoodSearch(): FoodSearch {
  const locale = useLocale();
  const [asked, setAsked] = useState<Asked | null>(null);
  const { data, error } = useSWR(asked && (['food-search', asked.query, locale, asked.press] as const), fetchFoods, {
    ...FETCH_ONCE,
    onError: logFailure,
  });
  const state = foodSearchState(asked?.query ?? null, { data, error });

  const search = useCallback(
    (query: string) => {
      if (canSearch(state, query)) setAsked((previous) => ({ query: query.trim(), press: (previous?.press ?? 0) + 1 }));
    },
    [state],
  );
  const reset = useCallback(() => setAsked(null), []);
  const dismissError = useCallback(() => {
    if (state.status === 'error') setAsked(null);
  }, [state.status]);

  return { state, search, reset, dismissError };
}
