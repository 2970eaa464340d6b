'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { Card, CardTitle } from '@/components/ui/card';
import { MACRO_KEYS, macroPercentages, type MacroKey } from '@/lib/food-tracker/totals';
import type { Nutrients } from '@/lib/nutrition/types';
import { useNutrientFormat } from './use-nutrient-format';

const BAR_COLOURS: Record<MacroKey, string> = {
  protein: 'bg-brand-600',
  carbs: 'bg-amber-500',
  fat: 'bg-rose-500',
};

/**
 * Protein, carbs and fat as shares of their gram total, each with a percentage bar. (The recipe's
 * macro breakdown is another idea: shares of the calories, components/recipe/macro-breakdown.tsx.)
 */
export function MacroShares({ totals }: { readonly totals: Nutrients }) {
  const t = useTranslations('FoodCalories');
  const format = useNutrientFormat();
  const titleId = useId();
  const shares = macroPercentages(totals);
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardTitle id={titleId}>{t('macrosTitle')}</CardTitle>
      <ul className="mt-3 space-y-3">
        {MACRO_KEYS.map((key) => (
          <li key={key}>
            <div className="flex items-baseline justify-between gap-3 text-sm">
              <span className="font-medium text-slate-900">{t(key)}</span>
              <span className="text-slate-700 tabular-nums">
                {format.grams(totals[key])} · {format.percent(shares[key])}
              </span>
            </div>
            {/* The text above carries the value; the bar only pictures it. */}
            <div aria-hidden="true" className="mt-1 h-2 overflow-hidden rounded-full bg-slate-200">
              <div className={`h-full rounded-full ${BAR_COLOURS[key]}`} style={{ width: `${shares[key]}%` }} />
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}
