'use client';

import { LoaderCircle } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Tabs } from 'radix-ui';
import { Card, CardTitle } from '@/components/ui/card';
import type { ScaledItem } from '@/lib/recipe/types';
import { IngredientBreakdown } from './ingredient-breakdown';
import { MacroBreakdown } from './macro-breakdown';
import { NutritionLabel } from './nutrition-label';
import type { NutritionState } from './use-recipe-nutrition';

const TAB_CLASS =
  'rounded-t-md border-b-2 border-transparent px-3 py-2 text-sm font-semibold sm:px-4 text-slate-700 hover:text-slate-900 data-[state=active]:border-brand-600 data-[state=active]:text-brand-700';

/** Nutrition facts (default) and macronutrients, or the loading and no-data states. */
export function NutritionPanel({ state, items }: { state: NutritionState; items: readonly ScaledItem[] }) {
  const t = useTranslations('RecipeConverter.nutrition');
  return (
    <Card>
      <CardTitle>{t('title')}</CardTitle>
      {state.status === 'loading' ? (
        <p role="status" className="mt-4 flex items-center gap-2 text-slate-700">
          <LoaderCircle aria-hidden="true" className="h-5 w-5 animate-spin" />
          {t('loading')}
        </p>
      ) : state.status === 'no-data' ? (
        <p className="mt-4 rounded-md bg-slate-50 p-4 text-slate-700">{t('noData')}</p>
      ) : (
        <Tabs.Root defaultValue="facts" className="mt-3">
          <Tabs.List aria-label={t('tabsLabel')} className="flex flex-wrap gap-x-1 border-b border-slate-200">
            <Tabs.Trigger value="facts" className={TAB_CLASS}>
              {t('factsTab')}
            </Tabs.Trigger>
            <Tabs.Trigger value="macros" className={TAB_CLASS}>
              {t('macrosTab')}
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="facts" className="grid grid-cols-1 gap-6 pt-4 md:grid-cols-[auto_minmax(0,1fr)]">
            <NutritionLabel result={state.result} />
            <div>
              <IngredientBreakdown items={items} result={state.result} />
              <p className="mt-3 text-sm text-slate-600">
                {t('coverage', {
                  count: state.result.ingredientsWithData.filter((ingredient) => ingredient.hasNutritionData).length,
                  total: state.result.ingredientsWithData.length,
                })}
              </p>
            </div>
          </Tabs.Content>
          <Tabs.Content value="macros" className="pt-4">
            <MacroBreakdown result={state.result} />
          </Tabs.Content>
        </Tabs.Root>
      )}
    </Card>
  );
}
