'use client';

import { useTranslations } from 'next-intl';
import { useId, type RefObject } from 'react';
import { Search } from '@/components/ui/icons';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useTypedBeforeHydration } from '@/components/ui/use-typed-before-hydration';
import { MAX_QUERY_LENGTH } from '@/lib/food-search/query';

interface FoodSearchFormProps {
  readonly query: string;
  readonly onQueryChange: (query: string) => void;
  readonly onSearch: () => void;
  readonly searching: boolean;
  readonly canSubmit: boolean;
  readonly inputRef: RefObject<HTMLInputElement | null>;
}

/** The search box ("Search food") and its button, which is disabled when blank or searching. */
export function FoodSearchForm({ query, onQueryChange, onSearch, searching, canSubmit, inputRef }: FoodSearchFormProps) {
  const t = useTranslations('FoodCalories');
  const inputId = useId();
  // A search typed before the page was live is kept once it is.
  useTypedBeforeHydration(inputId, onQueryChange);
  return (
    <form
      role="search"
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch();
      }}
    >
      <label htmlFor={inputId} className="text-sm font-medium text-slate-900">
        {t('searchLabel')}
      </label>
      <div className="flex gap-2">
        <Input
          ref={inputRef}
          id={inputId}
          type="search"
          value={query}
          maxLength={MAX_QUERY_LENGTH}
          autoComplete="off"
          enterKeyHint="search"
          placeholder={t('searchPlaceholder')}
          onChange={(event) => onQueryChange(event.target.value)}
          bare
          className="h-10 w-full flex-1 px-3 text-base placeholder:text-slate-500 focus-visible:border-brand-600"
        />
        <Button type="submit" disabled={!canSubmit} loading={searching}>
          <Search aria-hidden="true" className="h-4 w-4" />
          {searching ? t('searching') : t('search')}
        </Button>
      </div>
    </form>
  );
}
