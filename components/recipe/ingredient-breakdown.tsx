'use client';

import { useLocale, useTranslations } from 'next-intl';
import { formatRecipeGrams } from '@/lib/format/recipe';
import { formatCalories } from '@/lib/nutrition/nutrition-display';
import type { NutritionResult } from '@/lib/nutrition/recipe-nutrition';
import type { ScaledItem } from '@/lib/recipe/types';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';

/** What each ingredient brings to the whole recipe, so a surprising total can be traced. */
export function IngredientBreakdown({ items, result }: { items: readonly ScaledItem[]; result: NutritionResult }) {
  const t = useTranslations('RecipeConverter');
  const locale = useLocale();
  return (
    <Table>
      <TableCaption>{t('nutrition.byIngredient')}</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>{t('nutrition.ingredientColumn')}</TableHead>
          <TableHead className="text-right">{t('nutrition.weightColumn')}</TableHead>
          <TableHead className="text-right">{t('nutrition.caloriesColumn')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {result.ingredientsWithData.map((ingredient, index) => (
          <TableRow key={items[index]?.id ?? index}>
            <TableHead scope="row" className="break-words">
              {items[index]?.converted ?? ingredient.name}
            </TableHead>
            <TableCell className="text-right">
              {ingredient.weightInGrams > 0 ? t('weight', { grams: formatRecipeGrams(ingredient.weightInGrams, locale) }) : '–'}
            </TableCell>
            <TableCell className="text-right">
              {ingredient.hasNutritionData ? (
                formatCalories(ingredient.nutrients.calories, locale)
              ) : (
                <span className="rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-900">{t('noData')}</span>
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
