'use client';

import { useLocale } from 'next-intl';
import { useCallback, useState } from 'react';
import useSWRMutation from 'swr/mutation';
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

type SearchKey = readonly ['food-search', FoodLanguage];

const postSearch = ([, language]: SearchKey, { arg: query }: { arg: string }) => searchFood(query, language);
const logFailure = (error: unknown) => console.error('[food-search]', error);
// A failure is state to show, not an exception for the caller of trigger.
const SEARCH_OPTIONS = { throwOnError: false, onError: logFailure } as const;

/**
 * The food search's states, each press a POST /api/food-search through swr's mutation (a search
 * is asked, not cached: every press asks again). Only the latest press's answer is shown. The
 * calorie tracker and the recipe's food chooser both search through this hook.
 */
export function useFoodSearch(): FoodSearch {
  const locale = useLocale();
  const [asked, setAsked] = useState<string | null>(null);
  const key: SearchKey = ['food-search', locale];
  // Every field is read on every render: swr re-renders only for the fields a render has read.
  const { trigger, reset: forget, data, error, isMutating } = useSWRMutation(key, postSearch, SEARCH_OPTIONS);
  // While a search runs, the last one's answer is not this one's.
  const state = foodSearchState(asked, isMutating ? { data: undefined, error: undefined } : { data, error });

  const search = useCallback(
    (query: string) => {
      if (!canSearch(state, query)) return;
      const trimmed = query.trim();
      setAsked(trimmed);
      void trigger(trimmed);
    },
    [state, trigger],
  );
  const reset = useCallback(() => {
    forget();
    setAsked(null);
  }, [forget]);
  const dismissError = useCallback(() => {
    if (state.status === 'error') reset();
  }, [state.status, reset]);

  return { state, search, reset, dismissError };
}
