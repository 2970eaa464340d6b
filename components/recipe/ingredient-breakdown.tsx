'use client';

import { useLocale, useTranslations } from 'next-intl';
import { formatRecipeGrams } from '@/lib/format/recipe';
import { formatCalories } from '@/lib/nutrition/nutrition-display';
import type { NutritionResult } from '@/lib/nutrition/recipe-nutrition';
import type { ScaledItem } from '@/lib/recipe/types';

/** What each ingredient brings to the whole recipe, so a surprising total can be traced. */
export function IngredientBreakdown({ items, result }: { items: readonly ScaledItem[]; result: NutritionResult }) {
  const t = useTranslations('RecipeConverter');
  const locale = useLocale();
  return (
    <table className="w-full border-collapse text-sm">
      <caption className="pb-2 text-left text-base font-semibold text-slate-900">{t('nutrition.byIngredient')}</caption>
      <thead>
        <tr className="border-b border-slate-300 text-left text-slate-700">
          <th scope="col" className="py-1 pr-2 font-medium">
            {t('nutrition.ingredientColumn')}
          </th>
          <th scope="col" className="py-1 pr-2 text-right font-medium">
            {t('nutrition.weightColumn')}
          </th>
          <th scope="col" className="py-1 text-right font-medium">
            {t('nutrition.caloriesColumn')}
          </th>
        </tr>
      </thead>
      <tbody>
        {result.ingredientsWithData.map((ingredient, index) => (
          <tr key={items[index]?.id ?? index} className="border-b border-slate-100">
            <th scope="row" className="py-1 pr-2 text-left font-normal break-words">
              {items[index]?.converted ?? ingredient.name}
            </th>
            <td className="py-1 pr-2 text-right tabular-nums">
              {ingredient.weightInGrams > 0 ? t('weight', { grams: formatRecipeGrams(ingredient.weightInGrams, locale) }) : '–'}
            </td>
            <td className="py-1 text-right tabular-nums">
              {ingredient.hasNutritionData ? (
                formatCalories(ingredient.nutrients.calories, locale)
              ) : (
                <span className="rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-900">{t('noData')}</span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
