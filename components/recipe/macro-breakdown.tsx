'use client';

import { useLocale, useTranslations } from 'next-intl';
import { formatCalories, formatGrams, formatPercentNumber } from '@/lib/nutrition/nutrition-display';
import { MACROS, type Macro, type NutritionResult } from '@/lib/nutrition/recipe-nutrition';

const LABELS = { protein: 'macroProtein', carbs: 'macroCarbs', fat: 'macroFat' } as const satisfies Record<Macro, string>;
const BAR_COLOURS = { protein: 'bg-sky-600', carbs: 'bg-amber-500', fat: 'bg-rose-600' } as const satisfies Record<Macro, string>;

/** Protein, carbohydrates and fat per serving, with their share of the calories as bars. */
export function MacroBreakdown({ result }: { result: NutritionResult }) {
  const t = useTranslations('RecipeConverter.nutrition');
  const locale = useLocale();
  return (
    <div>
      <h3 className="text-lg font-semibold">{t('macrosTitle')}</h3>
      <ul className="mt-3 space-y-4">
        {MACROS.map((macro) => {
          const share = result.macroBreakdown[macro];
          const percent = t('percent', { value: formatPercentNumber(share.percentage, locale) });
          return (
            <li key={macro}>
              <div className="flex items-baseline justify-between gap-2">
                <span className="font-medium">{t(LABELS[macro])}</span>
                <span className="font-semibold tabular-nums">{percent}</span>
              </div>
              <div
                role="meter"
                aria-label={t(LABELS[macro])}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={Math.min(100, share.percentage)}
                aria-valuetext={percent}
                className="mt-1 h-3 overflow-hidden rounded-full bg-slate-200"
              >
                <div className={`h-full ${BAR_COLOURS[macro]}`} style={{ width: `${Math.min(100, share.percentage)}%` }} />
              </div>
              <p className="mt-1 text-sm text-slate-700">
                {t('macroDetail', { grams: formatGrams(share.grams, locale), calories: formatCalories(share.calories, locale) })}
              </p>
            </li>
          );
        })}
      </ul>
      <p className="mt-4 text-sm text-slate-600">{t('macroNote')}</p>
    </div>
  );
}
