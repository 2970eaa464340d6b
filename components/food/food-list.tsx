'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import type { FoodItem } from '@/lib/food-tracker/types';
import { FoodListItem } from './food-list-item';

interface FoodListProps {
  readonly foods: readonly FoodItem[];
  /** False until the saved list has been read from browser storage. */
  readonly ready: boolean;
  readonly onQuantityChange: (id: string, quantity: number) => void;
  readonly onDecrease: (id: string) => void;
  readonly onIncrease: (id: string) => void;
  readonly onRemove: (item: FoodItem) => void;
  readonly onClearAll: () => void;
}

/** "Your foods": the list with "Clear all" when it has foods, otherwise the empty message. */
export function FoodList({ foods, ready, onClearAll, ...itemHandlers }: FoodListProps) {
  const t = useTranslations('FoodCalories');
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId} className="@container">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <CardTitle id={titleId}>{t('yourFoods')}</CardTitle>
        {foods.length > 0 ? (
          <Button variant="secondary" size="sm" className="whitespace-nowrap" onClick={onClearAll}>
            {t('clearAll')}
          </Button>
        ) : null}
      </div>
      {!ready ? (
        <p className="mt-3 text-sm text-slate-600">{t('loadingList')}</p>
      ) : foods.length === 0 ? (
        <p className="mt-3 text-slate-600">{t('empty')}</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-200">
          {foods.map((item) => (
            <FoodListItem key={item.id} item={item} {...itemHandlers} />
          ))}
        </ul>
      )}
    </Card>
  );
}
