'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useFoodSearch } from '@/components/food/use-food-search';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { foodPhrase } from '@/lib/nutrition/ingredient-name';
import { formatCalories } from '@/lib/nutrition/nutrition-display';
import { NUTRIENT_KEYS, type FoodSearchResult, type Nutrients } from '@/lib/nutrition/types';
import { foodChoiceStore } from '@/lib/recipe/food-choices';

/** Per-100 g nutrients of a result (results are per `servingSize` grams). */
function per100g(result: FoodSearchResult): Nutrients {
  const factor = 100 / result.servingSize;
  return Object.fromEntries(NUTRIENT_KEYS.map((key) => [key, result[key] * factor])) as Nutrients;
}

/**
 * The open food chooser: the calorie tracker's food search (the built-in table, then Open Food
 * Facts, through the tracker's hook), started with the line's food name; the result picked is
 * remembered for that name.
 * FoodChooser loads this module when the chooser is first opened.
 */
export function FoodChooserPanel({ name, onClose }: { name: string; onClose: () => void }) {
  const t = useTranslations('RecipeConverter');
  const locale = useLocale();
  const inputId = useId();
  const [query, setQuery] = useState(() => foodPhrase(name) || name);
  const { state, search: searchFor } = useFoodSearch();
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    input.current?.focus();
  }, []);

  function search(event: FormEvent) {
    event.preventDefault();
    searchFor(query);
  }

  function choose(result: FoodSearchResult) {
    foodChoiceStore.getState().choose(name, { id: result.id, name: result.name, nutrients: per100g(result) });
    onClose();
  }

  return (
    <div className="mt-2 rounded-md border border-slate-200 bg-slate-50 p-2">
      <form onSubmit={search} className="flex flex-wrap items-end gap-2">
        <div className="min-w-0 flex-1">
          <label htmlFor={inputId} className="block text-xs font-medium text-slate-800">
            {t('chooserSearch')}
          </label>
          <Input
            ref={input}
            id={inputId}
            type="search"
            value={query}
            maxLength={200}
            onChange={(event) => setQuery(event.target.value)}
            bare
            className="mt-0.5 h-8 w-full px-2 text-sm"
          />
        </div>
        <Button type="submit" size="sm">
          {t('chooserSearchButton')}
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={onClose}>
          {t('chooserCancel')}
        </Button>
      </form>
      <div role="status" className="mt-1 text-sm text-slate-700">
        {state.status === 'searching' ? t('chooserSearching') : null}
        {state.status === 'error' ? t('chooserError') : null}
        {state.status === 'not-found' ? t('chooserNoResults') : null}
      </div>
      {state.status === 'results' ? (
        <ul className="mt-1 space-y-1">
          {state.results.map((result) => (
            <li key={result.id}>
              <Button type="button" variant="secondary" size="row" className="w-full" onClick={() => choose(result)}>
                <span className="break-words">{result.name}</span>
                <span className="shrink-0 text-xs text-slate-600 tabular-nums">
                  {t('chooserCalories', { calories: formatCalories(per100g(result).calories, locale) })}
                </span>
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
