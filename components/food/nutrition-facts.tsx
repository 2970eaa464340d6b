'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { Card, CardTitle } from '@/components/ui/card';
import type { Nutrients } from '@/lib/nutrition/types';
import { useNutrientFormat } from './use-nutrient-format';

/** Fiber, sugar and sodium of the whole list (shown only when the list has foods). */
export function NutritionFacts({ totals }: { readonly totals: Nutrients }) {
  const t = useTranslations('FoodCalories');
  const format = useNutrientFormat();
  const titleId = useId();
  const rows = [
    { key: 'fiber', value: format.grams(totals.fiber) },
    { key: 'sugar', value: format.grams(totals.sugar) },
    { key: 'sodium', value: format.milligrams(totals.sodium) },
  ] as const;
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardTitle id={titleId}>{t('nutritionFactsTitle')}</CardTitle>
      <dl className="mt-3 divide-y divide-slate-200">
        {rows.map((row) => (
          <div key={row.key} className="flex items-baseline justify-between gap-3 py-2">
            <dt className="text-slate-700">{t(row.key)}</dt>
            <dd className="font-semibold text-slate-900 tabular-nums">{row.value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
