'use client';

import { Plus } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import type { FoodSearchResult } from '@/lib/nutrition/types';
import { useNutrientFormat } from './use-nutrient-format';

interface FoodSearchResultsProps {
  readonly results: readonly FoodSearchResult[];
  readonly onAdd: (result: FoodSearchResult) => void;
}

/** Search answers per 100 g, each with its "Add {name}" button; the list scrolls beyond 24rem. */
export function FoodSearchResults({ results, onAdd }: FoodSearchResultsProps) {
  const t = useTranslations('FoodCalories');
  const format = useNutrientFormat();
  const titleId = useId();
  return (
    <div className="mt-4">
      <div className="flex items-baseline justify-between text-sm text-slate-600">
        <h2 id={titleId} className="font-medium text-slate-900">{t('resultsLabel')}</h2>
        <span>{t('perPortion')}</span>
      </div>
      <ul
        aria-labelledby={titleId}
        className="mt-2 max-h-96 divide-y divide-slate-200 overflow-y-auto rounded-md border border-slate-200"
      >
        {results.map((result, index) => (
          <li key={`${result.id}-${index}`} className="flex items-center justify-between gap-3 px-3 py-2.5">
            <div className="min-w-0">
              <p className="font-medium break-words text-slate-900">{result.name}</p>
              <p className="text-sm text-slate-600">
                <span className="font-medium text-slate-800">{format.kcal(result.calories)}</span>
                {' · '}
                {t('protein')} {format.grams(result.protein)}
                {' · '}
                {t('carbs')} {format.grams(result.carbs)}
                {' · '}
                {t('fat')} {format.grams(result.fat)}
              </p>
            </div>
            <Button
              variant="secondary"
              size="sm"
              aria-label={t('add', { name: result.name })}
              onClick={() => onAdd(result)}
              className="shrink-0"
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
