'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { Plus } from '@/components/ui/icons';
import { Button } from '@/components/ui/button';
import type { FoodSearchResult } from '@/lib/nutrition/types';
import { NutrientSummary } from './nutrient-summary';

interface FoodSearchResultsProps {
  readonly results: readonly FoodSearchResult[];
  readonly onAdd: (result: FoodSearchResult) => void;
}

/** Search answers per 100 g, each with its "Add {name}" button; the list scrolls beyond 24rem. */
export function FoodSearchResults({ results, onAdd }: FoodSearchResultsProps) {
  const t = useTranslations('FoodCalories');
  const titleId = useId();
  return (
    <div className="@container mt-4">
      <div className="flex items-baseline justify-between text-sm text-slate-600">
        <h2 id={titleId} className="font-medium text-slate-900">
          {t('resultsLabel')}
        </h2>
        <span>{t('perPortion')}</span>
      </div>
      <ul aria-labelledby={titleId} className="mt-2 max-h-96 divide-y divide-slate-200 overflow-y-auto rounded-md border border-slate-200">
        {results.map((result, index) => (
          <li key={`${result.id}-${index}`} className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1 px-3 py-2.5">
            <p className="col-start-1 row-start-1 font-medium break-words text-slate-900">{result.name}</p>
            <div className="col-span-2 col-start-1 row-start-2 @md:col-span-1">
              <NutrientSummary nutrients={result} />
            </div>
            <Button
              variant="secondary"
              size="sm"
              aria-label={t('add', { name: result.name })}
              onClick={() => onAdd(result)}
              className="col-start-2 row-start-1 @md:row-span-2"
            >
              <Plus aria-hidden="true" className="h-4 w-4" />
              {t('addShort')}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
