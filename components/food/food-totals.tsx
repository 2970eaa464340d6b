'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { Card, CardTitle } from '@/components/ui/card';
import type { Nutrients } from '@/lib/nutrition/types';
import { useNutrientFormat } from './use-nutrient-format';

/** The "Total" panel: calories, protein, carbs and fat of the whole list. */
export function FoodTotals({ totals }: { readonly totals: Nutrients }) {
  const t = useTranslations('FoodCalories');
  const format = useNutrientFormat();
  const titleId = useId();
  const macros = [
    { key: 'protein', value: format.grams(totals.protein) },
    { key: 'carbs', value: format.grams(totals.carbs) },
    { key: 'fat', value: format.grams(totals.fat) },
  ] as const;
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardTitle id={titleId}>{t('totalTitle')}</CardTitle>
      <dl className="mt-3 flex items-baseline justify-between gap-3 border-b border-slate-200 pb-3">
        <dt className="text-slate-700">{t('calories')}</dt>
        <dd className="text-3xl font-bold text-brand-700 tabular-nums">{format.kcal(totals.calories)}</dd>
      </dl>
      <dl className="mt-3 grid grid-cols-3 gap-2 text-center">
        {macros.map((macro) => (
          <div key={macro.key} className="rounded-lg bg-slate-50 px-2 py-2">
            <dt className="text-xs text-slate-600">{t(macro.key)}</dt>
            <dd className="font-semibold text-slate-900 tabular-nums">{macro.value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
