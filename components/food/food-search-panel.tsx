'use client';

import { useTranslations } from 'next-intl';
import { useState, type RefObject } from 'react';
import { Card } from '@/components/ui/card';
import { canSearch } from '@/lib/food-tracker/search-state';
import type { FoodSearchResult } from '@/lib/nutrition/types';
import { FoodSearchForm } from './food-search-form';
import { FoodSearchResults } from './food-search-results';
import type { FoodSearch } from './use-food-search';

interface FoodSearchPanelProps {
  readonly search: FoodSearch;
  /** Called with the result and the query that found it; the box and the results then clear. */
  readonly onAdd: (result: FoodSearchResult, query: string) => void;
  readonly inputRef: RefObject<HTMLInputElement | null>;
}

/** The search form, then the results, "nothing found" or the error of the last search. */
export function FoodSearchPanel({ search, onAdd, inputRef }: FoodSearchPanelProps) {
  const t = useTranslations('FoodCalories');
  const [query, setQuery] = useState('');
  const { state } = search;
  return (
    <Card>
      <FoodSearchForm
        query={query}
        onQueryChange={setQuery}
        onSearch={() => search.search(query)}
        searching={state.status === 'searching'}
        canSubmit={canSearch(state, query)}
        inputRef={inputRef}
      />
      <div role="status" aria-live="polite">
        {state.status === 'not-found' ? <p className="mt-4 text-slate-700">{t('notFound', { query: state.query })}</p> : null}
      </div>
      <div role="alert">
        {state.status === 'error' ? (
          <p className="mt-4 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-red-800">{t(`errors.${state.error}`)}</p>
        ) : null}
      </div>
      {state.status === 'results' ? (
        <FoodSearchResults
          results={state.results}
          onAdd={(result) => {
            onAdd(result, state.query);
            setQuery('');
          }}
        />
      ) : null}
    </Card>
  );
}
